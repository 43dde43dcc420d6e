#!/usr/bin/env bash
# The example app's compositional layout (pasted into `extension SimulatedUIKit { … }`) is UIKit
# code: its body, cut out of the extension and put at the top level of a file that imports only
# UIKit, typechecks against Apple's iOS SDK (../shared/ios-sdk beside the clone). Give another
# file to check it instead (the CI plants a fault in a copy to show the check can fail).
set -euo pipefail
cd "$(dirname "$0")/.."
source=${1:-Examples/PagingDelegate/Sources/Pager/FeedLayout.swift}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/AppFeedLayout"
python3 - "$source" "$dir/AppFeedLayout/FeedLayout.swift" << 'PY'
import sys

lines = open(sys.argv[1]).read().splitlines()
start = lines.index("extension SimulatedUIKit {")
end = len(lines) - 1 - lines[::-1].index("}")
body = [line[4:] if line.startswith("    ") else line for line in lines[start + 1 : end]]
# A member of the namespace becomes a free function of the app's module.
body = [line.replace("public static func", "public func") for line in body]
open(sys.argv[2], "w").write("import UIKit\n\n" + "\n".join(body) + "\n")
PY
python3 ../shared/ios-sdk/check-ios.py --target ScrollPhysics --also AppFeedLayout="$dir/AppFeedLayout"
echo "check-pasted-layout: the layout pasted into SimulatedUIKit typechecks as UIKit code against the iOS SDK"
