// Audio bytes for stream tests, with headers written as encoders write them: MPEG audio and AAC ADTS
// frames, Ogg Opus and Ogg Vorbis streams (identification headers, page CRCs), a native FLAC stream
// start, MPEG-TS segments with their PAT and PMT; the audio inside is silence or filler. Plus seeded
// random bytes, which are not audio and always the same.

const LAYER3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** One silent MPEG-1 Layer III frame at 44.1 kHz, stereo, no padding: 144 × bitrate / 44100 bytes. */
export function mpegFrame(kbps: number): Buffer {
  const index = LAYER3_KBPS.indexOf(kbps);
  if (index <= 0) throw new Error(`${kbps} kbit/s is not a Layer III bitrate`);
  const frame = Buffer.alloc(Math.floor((144 * kbps * 1000) / 44100));
  frame.set([0xff, 0xfb, index << 4, 0x00]);
  return frame;
}

/** Frames at the given bitrates, in turn, until `count` frames. */
export function mpegFrames(count: number, kbps: number[]): Buffer {
  return Buffer.concat(Array.from({ length: count }, (_, i) => mpegFrame(kbps[i % kbps.length] ?? 128)));
}

/** One AAC-LC ADTS frame of `length` bytes (header included), 44.1 kHz stereo, one raw data block. */
export function adtsFrame(length: number): Buffer {
  const frame = Buffer.alloc(length);
  frame.set([0xff, 0xf1, 0x50, 0x80 | ((length >> 11) & 3), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  return frame;
}

/** ADTS frames of the given lengths in turn: encoders vary them frame to frame even at a fixed bitrate. */
export function adtsFrames(count: number, lengths: number[]): Buffer {
  return Buffer.concat(Array.from({ length: count }, (_, i) => adtsFrame(lengths[i % lengths.length] ?? 372)));
}

/** CRC-32 with polynomial 0x04C11DB7, unreflected, as Ogg pages (start 0) and MPEG-TS tables (start ~0) use it. */
function crc32(bytes: Uint8Array, start: number): number {
  let crc = start;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

interface OggPageFields {
  packets: Buffer[];
  granule: bigint;
  sequence: number;
  beginsStream?: boolean;
}

const OGG_SERIAL = 0x5a017171;

/** One Ogg page holding whole packets, with its lacing values and CRC. */
export function oggPage({ packets, granule, sequence, beginsStream = false }: OggPageFields): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let left = packet.length; ; left -= 255) {
      lacing.push(Math.min(left, 255));
      if (left < 255) break;
    }
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = beginsStream ? 0x02 : 0;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(OGG_SERIAL, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  page.writeUInt32LE(crc32(page, 0), 22);
  return page;
}

/** Headers, then audio pages of `packetsPerPage` packets of `samplesPerPacket` each. */
function oggStream(headers: Buffer[][], audioPacket: Buffer, samplesPerPacket: number, audioPages: number): Buffer {
  const pages = headers.map((packets, sequence) =>
    oggPage({ packets, granule: 0n, sequence, beginsStream: sequence === 0 }),
  );
  const packetsPerPage = 10;
  for (let page = 1; page <= audioPages; page += 1) {
    const granule = BigInt(page * packetsPerPage * samplesPerPacket);
    const packets = Array.from({ length: packetsPerPage }, () => audioPacket);
    pages.push(oggPage({ packets, granule, sequence: pages.length }));
  }
  return Buffer.concat(pages);
}

/** Ogg Opus (RFC 7845): OpusHead, OpusTags, then 20 ms silent CELT packets. */
export function oggOpusStream(audioPages = 20): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 2; // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12); // input sample rate
  const vendor = Buffer.from('sauti-tests', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  // TOC 0xF8: CELT-only fullband 20 ms, one frame; 0xFF 0xFE is a silent frame.
  return oggStream([[head], [tags]], Buffer.from([0xf8, 0xff, 0xfe]), 960, audioPages);
}

/** Ogg Vorbis: the identification header announcing `nominalKbps` (0 for none), comment and setup headers, filler audio. */
export function oggVorbisStream(nominalKbps: number, audioPages = 20): Buffer {
  const identification = Buffer.alloc(30);
  identification.write('\x01vorbis', 0, 'latin1');
  identification[11] = 2; // channels
  identification.writeUInt32LE(44100, 12);
  identification.writeInt32LE(nominalKbps * 1000, 20);
  identification[28] = 0xb8; // block sizes 256 and 2048
  identification[29] = 1; // framing bit
  const comment = Buffer.concat([Buffer.from('\x03vorbis', 'latin1'), Buffer.alloc(8), Buffer.from([1])]);
  const setup = Buffer.concat([Buffer.from('\x05vorbis', 'latin1'), Buffer.alloc(40)]);
  return oggStream([[identification], [comment, setup]], Buffer.alloc(40, 0x2a), 256, audioPages);
}

/** A native FLAC stream's start: "fLaC", a STREAMINFO block (44.1 kHz, stereo, 16 bit), then filler. */
export function flacStream(): Buffer {
  const [rate, channels, bits] = [44100, 2, 16];
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0); // minimum block size
  info.writeUInt16BE(4096, 2); // maximum block size
  // From byte 10: 20 bits of sample rate, 3 bits of channels − 1, 5 bits of bits per sample − 1.
  info[10] = rate >> 12;
  info[11] = (rate >> 4) & 0xff;
  info[12] = ((rate & 0xf) << 4) | ((channels - 1) << 1) | ((bits - 1) >> 4);
  info[13] = ((bits - 1) & 0xf) << 4;
  const blockHeader = Buffer.from([0x80, 0, 0, 34]); // the last metadata block, STREAMINFO, 34 bytes
  return Buffer.concat([Buffer.from('fLaC', 'latin1'), blockHeader, info, Buffer.alloc(8192)]);
}

const TS_PACKET = 188;
const PMT_PID = 0x1000;
const MEDIA_PID = 0x100;

function tsPacket(pid: number, payload: Buffer, unitStart: boolean, counter: number): Buffer {
  const packet = Buffer.alloc(TS_PACKET, 0xff);
  packet[0] = 0x47;
  packet[1] = (unitStart ? 0x40 : 0) | ((pid >> 8) & 0x1f);
  packet[2] = pid & 0xff;
  if (payload.length >= TS_PACKET - 4) {
    packet[3] = 0x10 | (counter & 0xf); // payload only
    payload.copy(packet, 4, 0, TS_PACKET - 4);
    return packet;
  }
  // A shorter last payload is pushed to the end by an adaptation field of stuffing bytes.
  packet[3] = 0x30 | (counter & 0xf);
  const stuffing = TS_PACKET - 4 - payload.length - 1;
  packet[4] = stuffing;
  if (stuffing > 0) packet[5] = 0;
  payload.copy(packet, TS_PACKET - payload.length);
  return packet;
}

/** A PSI section (PAT or PMT) with its pointer field in front and its CRC behind. */
function psiPayload(tableId: number, body: number[]): Buffer {
  const length = body.length + 5 + 4; // table id extension, version, section numbers, CRC
  const section = Buffer.from([tableId, 0xb0 | (length >> 8), length & 0xff, 0x00, 0x01, 0xc1, 0x00, 0x00, ...body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(section, 0xffffffff));
  return Buffer.concat([Buffer.from([0]), section, crc]);
}

/**
 * An MPEG-TS segment: PAT, a PMT naming one elementary stream of `streamType` (0x0F AAC, 0x03 MPEG
 * audio, 0x1B H.264...), and PES packets carrying `media` on that stream.
 */
export function transportStream(streamType: number, media: Buffer): Buffer {
  const pat = psiPayload(0x00, [0x00, 0x01, 0xe0 | (PMT_PID >> 8), PMT_PID & 0xff]);
  const pmt = psiPayload(0x02, [
    0xe1,
    0x00,
    0xf0,
    0x00,
    streamType,
    0xe0 | (MEDIA_PID >> 8),
    MEDIA_PID & 0xff,
    0xf0,
    0x00,
  ]);
  const streamId = streamType === 0x1b ? 0xe0 : 0xc0;
  // PES header with a PTS of 0
  const pes = Buffer.concat([Buffer.from([0, 0, 1, streamId, 0, 0, 0x80, 0x80, 5, 0x21, 0, 1, 0, 1]), media]);
  const packets = [tsPacket(0, pat, true, 0), tsPacket(PMT_PID, pmt, true, 0)];
  for (let at = 0, counter = 0; at < pes.length; at += TS_PACKET - 4, counter += 1) {
    packets.push(tsPacket(MEDIA_PID, pes.subarray(at, at + TS_PACKET - 4), at === 0, counter));
  }
  return Buffer.concat(packets);
}

/** Bytes from a seeded generator (mulberry32): noise that is the same in every run. */
export function seededNoise(length: number, seed = 0x5a071): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    bytes[i] = (t ^ (t >>> 14)) & 0xff;
  }
  return bytes;
}
