// What a radio server's answer is, from its Content-Type and its first bytes: audio (and which
// codec), a playlist, or something a player cannot use such as a web page.

/** The media type alone, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const CODECS: Record<string, string> = {
  'audio/mpeg': 'MP3',
  'audio/mp3': 'MP3',
  'audio/x-mpeg': 'MP3',
  'audio/mpeg3': 'MP3',
  'audio/aac': 'AAC',
  'audio/x-aac': 'AAC',
  'audio/aacp': 'AAC+',
  'audio/ogg': 'OGG',
  'application/ogg': 'OGG',
  'video/ogg': 'OGG',
  'audio/opus': 'OPUS',
  'audio/flac': 'FLAC',
  'audio/x-flac': 'FLAC',
  'audio/webm': 'WEBM',
};

export function codecOf(contentType: string | undefined): string | null {
  return CODECS[mediaType(contentType)] ?? null;
}

/** Types a player can be handed as a continuous stream. Shoutcast v1 sometimes sends no type at all. */
export function isAudioType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === '' || type in CODECS || type.startsWith('audio/') || type === 'application/octet-stream';
}

const PLAYLIST_TYPES = /mpegurl|scpls|pls\+xml|x-ms-asx|x-ms-asf|xspf|x-pn-realaudio|x-realaudio/;

/** Types servers give playlists (even when the body then turns out to be audio). */
export function isPlaylistType(contentType: string | undefined): boolean {
  return PLAYLIST_TYPES.test(mediaType(contentType));
}

export function isWebPage(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === 'text/html' || type === 'application/xhtml+xml';
}

/** Which frame structure to look for when a new listener's burst must start on a frame. */
export type FrameFormat = 'mp3' | 'adts' | 'ogg' | null;

export function frameFormatOf(contentType: string | undefined): FrameFormat {
  const codec = codecOf(contentType);
  if (codec === 'MP3') return 'mp3';
  if (codec === 'AAC' || codec === 'AAC+') return 'adts';
  if (codec === 'OGG' || codec === 'OPUS') return 'ogg';
  return null;
}

/** HLS CODECS attribute values to the codec names Radio Browser uses. */
export function codecOfHlsCodecs(codecs: string | undefined): string | null {
  const list = (codecs ?? '').toLowerCase().split(',');
  if (list.some((codec) => codec.trim() === 'mp4a.40.5' || codec.trim() === 'mp4a.40.29')) return 'AAC+';
  if (list.some((codec) => codec.trim() === 'mp4a.40.2')) return 'AAC';
  if (list.some((codec) => codec.trim() === 'mp4a.40.34' || codec.trim() === 'mp4a.6b')) return 'MP3';
  return null;
}
