/// `scrollsim completion bash|zsh|fish`: a shell completion script for every command, option and
/// option value the parser knows, written from the same `CommandSpec`s, so it cannot fall behind.
///
///     source <(scrollsim completion bash)                      # bash, in ~/.bashrc
///     source <(scrollsim completion zsh)                       # zsh, in ~/.zshrc
///     scrollsim completion fish > ~/.config/fish/completions/scrollsim.fish
enum CompletionCommand: Subcommand {
    static let spec = CommandSpec(
        name: "completion", summary: "Print a shell completion script (bash, zsh or fish).",
        positionals: "bash|zsh|fish", positionalCount: 1...1, options: [],
        example: "source <(scrollsim completion bash)")

    static func execute(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        switch arguments.positionals[0] {
        case "bash": context.output(bash())
        case "zsh": context.output("autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n" + bash())
        case "fish": context.output(fish())
        case let other: throw CommandError.usage("completion expects bash, zsh or fish but found \"\(other)\".")
        }
        return .success
    }

    /// Every subcommand but the default one, with its spec.
    static var commands: [CommandSpec] { ScrollSimCommand.specs.filter { !$0.name.isEmpty } }

    /// The bash script (zsh runs it through `bashcompinit`).
    static func bash() -> String {
        let names = (["all"] + commands.map(\.name) + ["help", "--help", "--version"]).joined(separator: " ")
        var cases = ""
        for spec in ScrollSimCommand.specs where spec.name != CompletionCommand.spec.name {
            let options = (spec.options.map(\.name) + ["--help"]).joined(separator: " ")
            var values = ""
            for option in spec.options where option.value != nil {
                let words = !option.choices.isEmpty ? option.choices.joined(separator: " ") : ""
                values +=
                    "            \(option.name)) _scrollsim_reply < <(compgen \(words.isEmpty ? "-f" : "-W \"\(words)\"") -- \"$cur\"); return ;;\n"
            }
            cases += """
                    \(spec.name.isEmpty ? "all" : spec.name))
                        opts="\(options)"
                        case "$prev" in
                \(values)        esac
                        ;;

                """
        }
        return """
            # scrollsim completion for bash (and zsh through bashcompinit), written by `scrollsim completion`.
            # Replies are read one per line, never split at spaces or expanded as globs: a file
            # named "my flick.json" or "*.json" is offered as it is (bash 3.2 and zsh too).
            _scrollsim_reply() {
                local line
                COMPREPLY=()
                while IFS= read -r line; do COMPREPLY+=("$line"); done
            }
            _scrollsim() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" opts=""
                if [ "$COMP_CWORD" -eq 1 ]; then
                    _scrollsim_reply < <(compgen -W "\(names)" -- "$cur"; compgen -d -- "$cur")
                    return
                fi
                case "${COMP_WORDS[1]}" in
                    completion) _scrollsim_reply < <(compgen -W "bash zsh fish" -- "$cur"); return ;;
                    help) _scrollsim_reply < <(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur"); return ;;
            \(cases)    esac
                if [[ "$cur" == -* ]]; then
                    _scrollsim_reply < <(compgen -W "$opts" -- "$cur")
                else
                    _scrollsim_reply < <(compgen -f -- "$cur")
                fi
            }
            complete -o filenames -F _scrollsim scrollsim

            """
    }

    /// The fish script.
    static func fish() -> String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        let names = commands.map(\.name).joined(separator: " ")
        var out = "# scrollsim completion for fish, written by `scrollsim completion`.\n"
        out += "complete -c scrollsim -f\n"
        out += "complete -c scrollsim -n \"not __fish_seen_subcommand_from \(names)\" -l version -d \(quoted("Print the version."))\n"
        for spec in commands {
            out += "complete -c scrollsim -n \"not __fish_seen_subcommand_from \(names)\" -a \(spec.name) -d \(quoted(spec.summary))\n"
        }
        for spec in ScrollSimCommand.specs {
            let condition = spec.name.isEmpty ? "not __fish_seen_subcommand_from \(names)" : "__fish_seen_subcommand_from \(spec.name)"
            if spec.name != "completion", spec.positionalCount.upperBound > 0 {
                out += "complete -c scrollsim -n \"\(condition)\" -F\n"
            }
            for option in spec.options {
                var line = "complete -c scrollsim -n \"\(condition)\" -l \(option.name.dropFirst(2))"
                if option.value != nil { line += option.choices.isEmpty ? " -r -F" : " -x -a \(quoted(option.choices.joined(separator: " ")))" }
                out += line + " -d \(quoted(option.help))\n"
            }
        }
        out += "complete -c scrollsim -n \"__fish_seen_subcommand_from completion\" -x -a 'bash zsh fish'\n"
        return out
    }
}
