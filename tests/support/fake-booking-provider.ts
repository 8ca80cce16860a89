// A stand-in for the booking provider's widget script: a real HTTP server on 127.0.0.1 that
// serves a script defining the same `Calendly.initInlineWidget` entry point.
import { createServer, type Server } from 'node:http';

const WIDGET_SCRIPT = `window.Calendly = {
  initInlineWidget: function (options) {
    var frame = document.createElement('iframe');
    frame.title = 'Booking calendar';
    frame.setAttribute('data-url', options.url);
    frame.style.width = '100%';
    frame.style.height = '100%';
    options.parentElement.appendChild(frame);
  }
};`;

export async function startFakeBookingProvider(): Promise<{ scriptUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/widget.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(WIDGET_SCRIPT);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { scriptUrl: `http://127.0.0.1:${port}/widget.js`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
