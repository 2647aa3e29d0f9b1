// The baseline: a bare node:http server answering /healthz the way the app does.
import http from "node:http";

const body = JSON.stringify({ status: "ok" });
const server = http.createServer((req, res) => {
  if (req.url === "/healthz") {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  } else {
    res.writeHead(404).end();
  }
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
