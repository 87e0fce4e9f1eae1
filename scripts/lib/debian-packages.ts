// Tools the Test command needs from Debian's packages (Chromium, nginx): as root with apt a missing one
// is installed, otherwise the caller's message says how. Nothing is downloaded from elsewhere.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const canInstall = (): boolean => process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');

export function installDebianPackage(debianPackage: string): void {
  console.log(`Installing ${debianPackage} from Debian packages (apt-get install -y ${debianPackage})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, { stdio: 'inherit' });
}
