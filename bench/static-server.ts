// The yardstick for `npm run bench`: a minimal Express server sending the exact bytes of each
// measured page from disk (plain, and the app's own brotli bytes when the client accepts br).
// Usage: node bench/static-server.ts <folder> <port>. Prints "ready" once listening.
import express from "express";
import expressStaticGzip from "express-static-gzip";

const [folder, port] = process.argv.slice(2);
const app = express();
app.disable("x-powered-by");
app.use(
  expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ["br"],
    serveStatic: { index: false, etag: true },
  }),
);
app.listen(Number(port), "127.0.0.1", () => console.log("ready"));
