// The record page: step through the turns (slider, buttons, keys ← and →, #turn-N links) and
// compute the fair-dice hashes with Web Crypto, shown to be compared with those posted in the
// channel. No network: everything is in this file.
"use strict";
const data = JSON.parse(document.getElementById("data").textContent);
const steps = Array.from(document.querySelectorAll("section.step"));
const board = document.getElementById("board");
const slider = document.getElementById("slider");
const where = document.getElementById("where");
const link = document.getElementById("link");
let shown = -1;

function show(i, push) {
  i = Math.max(0, Math.min(steps.length - 1, i));
  if (i === shown) return;
  shown = i;
  steps.forEach((s, k) => { s.hidden = k !== i; });
  const s = steps[i];
  const pic = s.dataset.pic;
  if (pic !== undefined && pic !== "") {
    board.alt = s.dataset.alt;
    board.hidden = false;
    draw(Number(pic));
  } else {
    board.hidden = true;
  }
  slider.value = String(i);
  // The step's own heading first: the slider names the turn the heading and the board name.
  const title = s.querySelector("h2").textContent;
  where.textContent = data.words.position.replace("{title}", title).replace("{n}", String(i)).replace("{total}", String(steps.length - 1));
  link.href = "#" + s.id;
  document.body.dataset.shown = String(i);
  if (push && location.hash !== "#" + s.id) history.replaceState(null, "", "#" + s.id);
}

// A picture is put together from its tiles (each different tile is in the file once), then
// shown as a PNG of its own.
const canvas = document.getElementById("canvas");
const tiles = new Map();
let wanted = -1;

function tile(i) {
  if (!tiles.has(i)) {
    const im = new Image();
    im.src = "data:image/png;base64," + data.tiles[i];
    tiles.set(i, im.decode().then(() => im));
  }
  return tiles.get(i);
}

async function draw(k) {
  wanted = k;
  if (board.dataset.board === String(k)) return;
  const b = data.boards[k];
  if (b.t.length === 3 && b.t[0] === 0 && b.t[1] === 0) {
    // One tile: the picture itself.
    board.src = "data:image/png;base64," + data.tiles[b.t[2]];
    board.dataset.board = String(k);
    return;
  }
  const parts = [];
  for (let j = 0; j < b.t.length; j += 3) parts.push(tile(b.t[j + 2]));
  const ims = await Promise.all(parts);
  if (wanted !== k) return;
  canvas.width = b.w;
  canvas.height = b.h;
  const ctx = canvas.getContext("2d");
  ims.forEach((im, n) => ctx.drawImage(im, b.t[n * 3], b.t[n * 3 + 1]));
  board.src = canvas.toDataURL("image/png");
  board.dataset.board = String(k);
}

// The step a `#turn-N` link opens: the one whose anchor it is, or, for a turn that has no
// step of its own (a turn with no input, told in the step of the input that led through it),
// the step that covers it: the last of the highest turn not after N.
function stepAt(hash) {
  const own = steps.findIndex((s) => "#" + s.id === hash);
  if (own >= 0) return own;
  const m = /^#turn-(\d+)$/.exec(hash);
  if (!m) return -1;
  const n = Number(m[1]);
  let at = -1;
  steps.forEach((s, k) => {
    const t = Number(s.dataset.turn);
    if (t <= n && (at < 0 || t >= Number(steps[at].dataset.turn))) at = k;
  });
  return Math.max(at, 0);
}

function fromHash() {
  const at = /^#turn-/.test(location.hash) ? stepAt(location.hash) : -1;
  if (at >= 0) {
    show(at, false);
    // The turn's own link opens at the board, not at the section's text.
    window.scrollTo(0, 0);
  } else if (shown < 0) show(0, false);
}

slider.max = String(steps.length - 1);
slider.addEventListener("input", () => show(Number(slider.value), true));
document.getElementById("prev").addEventListener("click", () => show(shown - 1, true));
document.getElementById("next").addEventListener("click", () => show(shown + 1, true));
document.addEventListener("keydown", (e) => {
  if (e.target && e.target.tagName === "INPUT" && e.target !== slider) return;
  if (e.key === "ArrowLeft") { show(shown - 1, true); e.preventDefault(); }
  if (e.key === "ArrowRight") { show(shown + 1, true); e.preventDefault(); }
});
window.addEventListener("hashchange", fromHash);

function hex(buf) {
  return Array.from(new Uint8Array(buf)).map((b) => b.toString(16).padStart(2, "0")).join("");
}

function unhex(s) {
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.substr(i * 2, 2), 16);
  return out;
}

async function sha256(bytes) {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

async function check() {
  const result = document.getElementById("proof-result");
  const lines = document.getElementById("proof-lines");
  lines.textContent = "";
  const w = data.words;
  if (!(window.crypto && crypto.subtle)) {
    result.textContent = w.unavailable;
    result.dataset.ok = "unknown";
    return;
  }
  const p = data.proof;
  // Each hash computed here is shown, to be compared with the channel's: the page cannot
  // know what was posted, only whether the file agrees with itself.
  const say = (ok, good, bad, found) => {
    const li = document.createElement("li");
    li.textContent = ok ? good.replace("{found}", found) : "✘ " + bad.replace("{found}", found);
    li.className = ok ? "computed" : "bad";
    lines.appendChild(li);
    return ok;
  };
  const enc = new TextEncoder();
  let all = true;
  const seed = /^[0-9a-f]{64}$/.test(p.seed) ? await sha256(unhex(p.seed)) : "";
  all = say(seed === p.seed_sha256, w.seed_ok, w.seed_bad, seed) && all;
  if (p.commitment_json !== null) {
    const c = await sha256(enc.encode(p.commitment_json));
    let binds = false;
    try { binds = JSON.parse(p.commitment_json).seed_sha256 === p.seed_sha256; } catch (e) { binds = false; }
    all = say(c === p.commitment && binds, w.commitment_ok, w.commitment_bad, c) && all;
  }
  const log = await sha256(enc.encode(p.log));
  all = say(log === p.log_sha256, w.log_ok, w.log_bad, log) && all;
  result.textContent = all ? w.all_ok : w.some_bad;
  result.dataset.ok = all ? "true" : "false";
  result.className = all ? "" : "bad";
}

// A running game's page has no proof yet (its seed and log hash come with the end).
const checkButton = document.getElementById("check-hashes");
if (checkButton) checkButton.addEventListener("click", check);
fromHash();
if (checkButton && location.hash === "#check") {
  document.getElementById("proof").scrollIntoView();
  check();
}
