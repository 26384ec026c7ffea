// Lists, replays and discards dead letters: docs/runbooks/dead-letters.md.
import { runDeadLettersCli } from '../src/events/dead-letters-cli.js';

process.exitCode = await runDeadLettersCli(process.argv.slice(2));
