// What other modules, the app and the worker process may use of the stream checks (stations' health).
export { CHECK_QUEUE, type CheckJob, CheckWorker, createCheckWorker } from './check-jobs';
export { latestRunNotice } from './check-runs';
export { listStationReports, type StationReportRow } from './repo';
export { streamCheckRoutes } from './routes';
export { StreamHealthService } from './service';
export { StationRepairer } from './station-repair';
export {
  CHECK_DEADLINE_MS,
  type CheckTarget,
  MAX_AUDIO_BYTES,
  StreamChecker,
  type StreamCheckerOptions,
} from './stream-checker';
