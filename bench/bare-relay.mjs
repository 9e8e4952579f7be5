// The least a Node.js process can do to relay radio: one upstream per station, fanned out to raw
// sockets with no HTTP framework, no burst and no metadata handling. The gateway bench measures it
// beside the gateway and icecast2, so Node's own cost per listener shows apart from the gateway's.
// Listeners ask for /s<n>; the station is relayed from SOURCE_PORT's /s<n>.
import http from 'node:http';
import net from 'node:net';

const SOURCE_PORT = Number(process.env.SOURCE_PORT);
const MAX_BACKLOG_BYTES = 512 * 1024;
const listenersByPath = new Map();

function relay(path) {
  const listeners = new Set();
  listenersByPath.set(path, listeners);
  http.get({ host: '127.0.0.1', port: SOURCE_PORT, path }, (upstream) => {
    upstream.on('data', (chunk) => {
      for (const socket of listeners) {
        if (socket.writableLength > MAX_BACKLOG_BYTES) socket.destroy();
        else socket.write(chunk);
      }
    });
  });
  return listeners;
}

const server = net.createServer((socket) => {
  socket.on('error', () => {});
  socket.once('data', (request) => {
    const path = /^GET (\/s\d+) /.exec(request.toString('latin1'))?.[1];
    if (!path) return socket.end('HTTP/1.0 404 Not Found\r\n\r\n');
    const listeners = listenersByPath.get(path) ?? relay(path);
    socket.write('HTTP/1.0 200 OK\r\nContent-Type: audio/mpeg\r\n\r\n');
    listeners.add(socket);
    socket.on('close', () => listeners.delete(socket));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
