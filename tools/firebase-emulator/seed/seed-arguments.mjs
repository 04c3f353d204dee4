// The command line of seed-catalogue.mjs, as plain data. Refuses what could write to the wrong place:
// no target, two targets, a mode that is not one path segment, an option it does not know.

export const usage = `Usage: node tools/firebase-emulator/seed-catalogue.mjs (--project <id> | --emulator) [options]

  --project <id>        the Firebase project to write to (Application Default Credentials)
  --emulator            write to the Firestore emulator at FIRESTORE_EMULATOR_HOST
                        (default: the port in firebase/firebase.json); project demo-tellr unless --project
  --mode <mode>         the {mode} path segment (default: staging)
  --dry-run             print what would be written, write nothing
  --with-demo-account   also create the verified demo account with its answers
  --help                this text`;

const MODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** `argv` without node and the script → `{ projectId, mode, emulator, dryRun, withDemoAccount, help }`; throws on misuse. */
export function parseSeedArguments(argv) {
  const options = { projectId: null, mode: 'staging', emulator: false, dryRun: false, withDemoAccount: false, help: false };
  const flags = { '--emulator': 'emulator', '--dry-run': 'dryRun', '--with-demo-account': 'withDemoAccount', '--help': 'help' };
  const values = { '--project': 'projectId', '--mode': 'mode' };
  for (let index = 0; index < argv.length; index++) {
    const [name, inline] = argv[index].split(/=(.*)/s, 2);
    if (name in flags && inline === undefined) {
      options[flags[name]] = true;
    } else if (name in values) {
      const value = inline ?? argv[++index];
      if (value === undefined || value === '' || value.startsWith('--')) throw new Error(`${name} needs a value.`);
      options[values[name]] = value;
    } else {
      throw new Error(`Unknown option "${argv[index]}".`);
    }
  }
  if (options.help) return options;
  if (!MODE_PATTERN.test(options.mode)) throw new Error(`Invalid mode "${options.mode}": use letters, digits, "-" or "_" (it becomes a path segment).`);
  if (!options.emulator && !options.projectId) throw new Error('Say where to write: --project <id> or --emulator.');
  if (options.emulator && !options.projectId) options.projectId = 'demo-tellr';
  return options;
}
