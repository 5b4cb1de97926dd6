import { reportStartupFailure } from './startup/report-failure';
import { startServer } from './startup/start-server';
import { stopOnSignals } from './startup/stop-on-signals';

try {
  stopOnSignals(await startServer(process.env));
} catch (error) {
  reportStartupFailure(error, process.env.LOG_LEVEL);
  process.exit(1);
}
