// Everything that crosses the wire between the server and the web app.

export * from './assistant';
export * from './auth';
export * from './catalogue';
export * from './chat';
export * from './errors';
export * from './favorites';
export * from './genres';
export * from './inbox';
export * from './listening';
export * from './stations';
export * from './streams';
