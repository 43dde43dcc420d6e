"""What the feel page's checks share (check-feel-page.py, feel_page_views.py): failing with a
message, running a command, and the flags headless Chromium runs with."""
import subprocess
import sys

WINDOW = (1100, 1000)


def fail(message):
    print("check-feel-page: " + message, file=sys.stderr)
    sys.exit(1)


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, timeout=180)
    if result.returncode != 0:
        fail(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()[:400]}")
    return result.stdout


def chromium_flags(chromium):
    return [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            f"--window-size={WINDOW[0]},{WINDOW[1]}", "--virtual-time-budget=2000"]
