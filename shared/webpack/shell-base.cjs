// The shell is released into /remotes/shell/<version>/, which its build cannot know: its HTML names
// its scripts under this placeholder and the edge writes the version's folder in when it serves the
// page (shell/server/shell-release.ts); the scripts then load their chunks relative to themselves.
module.exports = { SHELL_BASE_PLACEHOLDER: '/__shell__/' };
