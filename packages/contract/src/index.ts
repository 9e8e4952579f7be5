// Everything that crosses the wire between the server and the web app, and the names both sides show
// and say alike.

export * from './admin';
export * from './ads';
export * from './assistant';
export * from './auth';
export * from './catalogue';
export * from './chat';
export * from './chat-moderation';
export * from './endpoint';
export * from './errors';
export * from './favorites';
export * from './genre-looks';
export * from './genre-names';
export * from './genres';
export * from './health';
export * from './inbox';
export * from './languages';
export * from './listening';
export * from './logos';
export * from './playlists';
export * from './radio-browser';
export * from './song-history';
export * from './stations';
export * from './streams';
export * from './text';
export * from './username';
