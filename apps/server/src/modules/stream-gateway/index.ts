// What other modules and the app may use of the stream gateway.
export { AudienceSessions } from './audience-sessions';
export {
  adtsFrameAt,
  flacStreamInfoAt,
  type MpegAudioFrame,
  mpegAudioFrameAt,
  oggCodecHeader,
  oggPageAt,
} from './frame-sync';
export { IcyDemuxer } from './icy-metadata';
export { decodeText, playlistLines } from './playlist';
export { MAX_PLAYLIST_BYTES, type OpenedStream, openStreamAddress } from './resolver';
export { streamRoutes } from './routes';
export { StreamGateway, type StreamSettings } from './service';
export { answerOf, type FailedAnswer, StreamFailure, type StreamFailureReason, streamFailure } from './stream-errors';
export { codecOf, codecOfHlsCodecs } from './stream-types';
