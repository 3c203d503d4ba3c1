// Compress files with brotli, as hosts serve precompressed files (generator/precompress.py), on every core.
//
// Usage: node brotli.mjs JOBS_JSON
//   JOBS_JSON  [[source, target, quality], ...]: each target is written whole (a temporary file, then a rename),
//              compressed at that quality (0 to 11).
// Node's zlib is deterministic: the same source and quality always give the same bytes. The jobs run in
// libuv's thread pool, as many at once as there are cores (the largest first, so that they end together).
import { availableParallelism } from "node:os";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);
const [jobsJson] = process.argv.slice(2);
const jobs = JSON.parse(readFileSync(jobsJson, "utf8"));
const queue = jobs.map(([source, target, quality]) => ({ source, target, quality, data: readFileSync(source) }));
queue.sort((a, b) => b.data.length - a.data.length);

async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const compressed = await compress(job.data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: job.quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: job.data.length,
      },
    });
    const partial = `${job.target}.${process.pid}.partial`;
    writeFileSync(partial, compressed);
    renameSync(partial, job.target);
  }
}

await Promise.all(Array.from({ length: availableParallelism() }, worker));
