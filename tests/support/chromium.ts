// Debian's chromium as every browser test launches it (STACK.md): never a downloaded browser,
// and without the background networking that floods a closed network with refused connections.

export const chromiumLaunchOptions = {
  // The binary itself: /usr/bin/chromium is a wrapper script that prints a harmless warning.
  executablePath: '/usr/lib/chromium/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
