// Writes sw.js, the service worker, at the site's root from scripts/sw.template.js. It embeds
// the files to precache (the page, its configuration, our Python, everything under static/),
// each with a short SHA-256 of its bytes and of the header rules the host serves it with
// (netlify.toml), and a version: a short SHA-256 over all of it and the worker's own code, so any
// change to the site is a new release with a cache of its own.
//
// Run it last when preparing the site: after the runtime is copied into static/ and after
// anything else is generated there, or the worker would precache an incomplete site.
//
// Usage: node scripts/write_sw.mjs [site folder]   (default: the repository root)

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(process.argv[2] ?? path.join(here, ".."));
const template = path.join(here, "sw.template.js");

function fail(message) {
  console.error(`write_sw: ${message}`);
  process.exit(1);
}

// Files under `folder`, as paths relative to the site with "/" separators, sorted. Symbolic
// links are followed; hidden files and Python's byte-code caches are left out.
function filesUnder(folder, keep = () => true) {
  const found = [];
  const walk = (relative) => {
    for (const name of fs.readdirSync(path.join(site, relative))) {
      if (name.startsWith(".") || name === "__pycache__") continue;
      const child = `${relative}/${name}`;
      const stat = fs.statSync(path.join(site, child));
      if (stat.isDirectory()) walk(child);
      else if (stat.isFile() && keep(child)) found.push(child);
    }
  };
  walk(folder);
  return found.sort();
}

for (const needed of ["index.html", "pyscript.toml", "py", "static"]) {
  if (!fs.existsSync(path.join(site, needed))) fail(`${path.join(site, needed)} is missing.`);
}
const staticFiles = filesUnder("static");
if (!staticFiles.some((file) => /^static\/pyodide-[^/]+\//.test(file))) {
  fail("static/ has no Pyodide yet: run `node scripts/prepare_runtime.mjs` first.");
}

const files = ["index.html", "pyscript.toml", ...filesUnder("py", (file) => file.endsWith(".py")), ...staticFiles];

const short = (...parts) => {
  const hash = crypto.createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 16);
};
const rules = path.join(site, "netlify.toml");
const headers = fs.existsSync(rules) ? fs.readFileSync(rules) : "";
const source = fs.readFileSync(template, "utf8");

// URLs relative to sw.js, which sits at the site's root: "./" is the page itself.
const url = (file) => "./" + file.split("/").map(encodeURIComponent).join("/");
const precache = { "./": "" };
let bytes = 0;
for (const file of files) {
  const content = fs.readFileSync(path.join(site, file));
  bytes += content.length;
  precache[url(file)] = short(headers, "\0", content);
}
precache["./"] = precache["./index.html"];
const version = short(source, "\0", JSON.stringify(Object.entries(precache)));

const worker = source
  .replace('"%VERSION%"', JSON.stringify(version))
  .replace('"%PRECACHE%"', JSON.stringify(precache, null, 2));
if (worker.includes("%VERSION%") || worker.includes("%PRECACHE%")) fail("the template's placeholders did not all fill in.");
// Written aside, then renamed: a server running meanwhile never serves half a worker.
const target = path.join(site, "sw.js");
fs.writeFileSync(`${target}.tmp`, worker);
fs.renameSync(`${target}.tmp`, target);

const megabytes = (bytes / 1e6).toFixed(1);
const count = Object.keys(precache).length;
console.log(`write_sw: sw.js ${version} precaches ${count} URLs (${files.length} files, ${megabytes} MB)`);
