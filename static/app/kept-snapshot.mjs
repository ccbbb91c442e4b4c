// The form in which a device keeps its memory snapshot (snapshot.mjs packs it, boot.mjs unpacks
// it): the interpreter's whole memory, 31 MB, less its pages of zeros. The free half of that
// memory is zeros, and each start reads the snapshot back from disk before anything else can run.
//
// Packed: a header of 32-bit little-endian words [FORM, memory's length, runs], then for each run
// of pages that hold anything [offset, length] in bytes, then the runs' bytes one after another.
// A kept snapshot is read as written by anybody: one that does not fit this form throws, and the
// page boots the ordinary way.

const FORM = 0x6b705331; // "1Spk": the form's mark and version
const PAGE = 4096;
const HEADER = 12;

// The offsets and lengths of the runs of pages of `memory` that are not all zeros.
function runsOf(memory) {
  const words = new Uint32Array(memory.buffer, memory.byteOffset, Math.floor(memory.length / 4));
  const runs = [];
  for (let page = 0; page * PAGE < memory.length; page += 1) {
    const start = page * PAGE;
    const end = Math.min(start + PAGE, memory.length);
    let empty = end - start === PAGE; // a last, partial page is kept whatever it holds
    for (let word = start / 4; empty && word < end / 4; word += 1) empty = words[word] === 0;
    if (empty) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === start) last[1] = end - last[0];
    else runs.push([start, end - start]);
  }
  return runs;
}

export function pack(snapshot) {
  const memory = snapshot.byteOffset % 4 ? snapshot.slice() : snapshot; // read by words
  const runs = runsOf(memory);
  const table = HEADER + runs.length * 8;
  const packed = new Uint8Array(table + runs.reduce((sum, [, length]) => sum + length, 0));
  const header = new DataView(packed.buffer);
  header.setUint32(0, FORM, true);
  header.setUint32(4, memory.length, true);
  header.setUint32(8, runs.length, true);
  let at = table;
  runs.forEach(([offset, length], index) => {
    header.setUint32(HEADER + index * 8, offset, true);
    header.setUint32(HEADER + index * 8 + 4, length, true);
    packed.set(memory.subarray(offset, offset + length), at);
    at += length;
  });
  return packed;
}

export function unpack(bytes) {
  const kept = new Uint8Array(bytes);
  const header = new DataView(kept.buffer, kept.byteOffset, kept.byteLength);
  const fits = (condition) => {
    if (!condition) throw new Error("the kept snapshot is not in the form this build keeps");
  };
  fits(kept.length >= HEADER && header.getUint32(0, true) === FORM);
  const length = header.getUint32(4, true);
  const runs = header.getUint32(8, true);
  fits(runs <= (kept.length - HEADER) / 8);
  const memory = new Uint8Array(length);
  let at = HEADER + runs * 8;
  let end = 0; // runs are in order and apart
  for (let index = 0; index < runs; index += 1) {
    const offset = header.getUint32(HEADER + index * 8, true);
    const size = header.getUint32(HEADER + index * 8 + 4, true);
    fits(offset >= end && size <= length - offset && size <= kept.length - at);
    memory.set(kept.subarray(at, at + size), offset);
    at += size;
    end = offset + size;
  }
  fits(at === kept.length);
  return memory;
}
