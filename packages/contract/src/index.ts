// Everything that crosses the wire between the server and the web app.
export * from './auth';
export * from './catalogue';
export * from './errors';
export * from './genres';
export * from './inbox';
export * from './stations';
