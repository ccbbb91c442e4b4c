// Copies the browser runtime (Pyodide, PyScript, and the QR code maker the page loads when asked)
// from node_modules into versioned folders under
// the built site's static/, so the site serves every file itself. The version is part of the path: an upgrade
// never mixes old cached files with new ones, and the files can be cached forever.
//
// Usage: node scripts/prepare_runtime.mjs [site folder]   (after `npm ci`; default: dist/)

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.resolve(process.argv[2] ?? process.env.SITE ?? path.join(root, "dist"));
const staticDir = path.join(site, "static");

// What the page fetches from Pyodide. Not the full standard library (scripts/prune_stdlib.py
// writes the part we use) nor the package lock (the boot passes an empty one); the npm package
// also has .d.ts, maps and a Node loader.
const PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"];

function fail(message) {
  console.error(`prepare_runtime: ${message}`);
  process.exit(1);
}

function installedVersion(pkg) {
  const manifest = path.join(root, "node_modules", pkg, "package.json");
  if (!fs.existsSync(manifest)) fail(`${pkg} is not installed; run \`npm ci\` first.`);
  return JSON.parse(fs.readFileSync(manifest, "utf8")).version;
}

// index.html and pyscript.toml name the runtime folders; they must match what is installed.
function checkReferences(name, version) {
  const pattern = new RegExp(`(?:static|\\.\\.)/${name}-([^/"'\\s]+)/`, "g");
  const problems = [];
  for (const file of ["index.html", "pyscript.toml", "static/app/boot.mjs", "static/app/page.js"]) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, referenced] of text.matchAll(pattern)) {
      if (referenced !== version) {
        problems.push(`${file} refers to static/${name}-${referenced}/ but ${name} ${version} is installed`);
      }
    }
  }
  return problems;
}

// Makes static/<name>-<version>/ hold exactly `files` (from `sourceDir`, or from `extra`, a map
// of file name to path) and removes other versions. Files already up to date are left alone, so
// a repeat run changes nothing under a running server.
function install(name, version, sourceDir, files, extra = {}) {
  const folder = `${name}-${version}`;
  const target = path.join(staticDir, folder);
  for (const entry of fs.readdirSync(staticDir)) {
    if (entry.startsWith(`${name}-`) && entry !== folder) {
      fs.rmSync(path.join(staticDir, entry), { recursive: true });
    }
  }
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(target)) {
    if (!files.includes(entry)) fs.rmSync(path.join(target, entry), { recursive: true });
  }
  let copied = 0;
  for (const file of files) {
    const source = extra[file] ?? path.join(sourceDir, file);
    const destination = path.join(target, file);
    if (!fs.existsSync(source)) fail(`${source} is missing from the ${name} package.`);
    const from = fs.statSync(source);
    const to = fs.existsSync(destination) ? fs.statSync(destination) : null;
    if (!to || to.size !== from.size || to.mtimeMs < from.mtimeMs) {
      fs.copyFileSync(source, destination);
      copied += 1;
    }
  }
  console.log(`prepare_runtime: ${path.basename(site)}/static/${folder}/ has its ${files.length} files (${copied} copied)`);
}

const pyodideVersion = installedVersion("pyodide");
const pyscriptVersion = installedVersion("@pyscript/core");
const qrcodeVersion = installedVersion("qrcode-generator");

const problems = [
  ...checkReferences("pyodide", pyodideVersion),
  ...checkReferences("pyscript", pyscriptVersion),
  ...checkReferences("qrcode", qrcodeVersion),
];
if (problems.length > 0) {
  fail(`${problems.join("\n  ")}\nUpdate the paths (or package.json) so they agree.`);
}

const pyscriptDist = path.join(root, "node_modules", "@pyscript", "core", "dist");
// Every chunk, since PyScript loads some of them lazily by their hashed names.
const pyscriptFiles = fs
  .readdirSync(pyscriptDist)
  .filter((file) => file.endsWith(".js") || file.endsWith(".css"))
  .sort();

fs.mkdirSync(staticDir, { recursive: true });
install("pyodide", pyodideVersion, path.join(root, "node_modules", "pyodide"), PYODIDE_FILES);
install("pyscript", pyscriptVersion, pyscriptDist, pyscriptFiles);
install("qrcode", qrcodeVersion, path.join(root, "node_modules", "qrcode-generator", "dist"), ["qrcode.mjs"]);
