/* Tie-break calculator: progressive enhancement. Without JavaScript every button posts the form and the
   server answers with the whole page. With it, the form is posted in the background and only <main> is
   replaced (keyboard focus stays where it was), the tie-break list can be reordered by drag and drop, and
   the address holds the state: the settings and the competitors chosen in the query, the view in the
   fragment, and the event text in this browser's session storage (keyed by a hash the address carries),
   so that Back, Forward and Reload show the same standings. Nothing is stored on the server. */
(function () {
  "use strict";

  var KEY = "tiebreak-event:";
  var FIELDS = ["tb", "rules", "pairing", "format", "pgn_star", "pgn_bye", "columns", "compare", "auto", "selected", "other_selected"];

  function form() { return document.getElementById("calc"); }

  function restoreFocus(fallbackId) {
    var f = form();
    var id = (f && f.dataset.focus) || fallbackId;
    var el = id ? document.getElementById(id) : null;
    if (el && el.disabled) { el = document.getElementById("tb-list"); }
    if (el) { el.focus(); }
  }

  /* FNV-1a: a short name for an event text, for the address and the storage key. */
  function hashOf(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return ("0000000" + h.toString(16)).slice(-8);
  }

  function keep(text) {
    var id = hashOf(text);
    try { sessionStorage.setItem(KEY + id, text); } catch (err) { /* full or forbidden: no Reload then */ }
    try { localStorage.setItem(KEY + "last", text); } catch (err) { /* the same */ }
    return id;
  }

  function kept(id) {
    var text = null;
    try { text = sessionStorage.getItem(KEY + id); } catch (err) { text = null; }
    if (text === null) {
      try {
        var last = localStorage.getItem(KEY + "last");
        if (last !== null && hashOf(last) === id) { text = last; }
      } catch (err) { text = null; }
    }
    return text;
  }

  /* The address of the page now shown: its settings (as the form holds them) and the event's hash. */
  function address(view) {
    var f = form();
    var data = new FormData(f);
    var q = new URLSearchParams();
    var tbs = data.getAll("tb");
    q.set("tb", tbs.join(","));
    FIELDS.forEach(function (name) {
      if (name === "tb") { return; }
      var value = data.get(name);
      if (value !== null && value !== "" && !(value instanceof File)) { q.set(name, value); }
    });
    var text = data.get("event") || "";
    if (text.trim()) { q.set("ev", keep(text)); }
    return "/?" + q.toString() + (view ? "#" + view : "");
  }

  function viewOf(focusId) {
    if (document.getElementById("explanation")) { return "explanation"; }
    return document.getElementById("results") ? "results" : "";
  }

  /* After "Compute" or "Load the example": bring the results into view, move the focus to their heading
     and say what came out (the status line is outside <main>, so it is there before the news). An empty
     or unreadable event: the message is next to the text box, which keeps the focus. */
  function showResults() {
    var heading = document.getElementById("h-results");
    var f = form();
    var status = document.getElementById("status");
    if (status && f) { status.textContent = f.dataset.status || ""; }
    var step = document.getElementById("columns-step");
    if (!heading && step) {  /* no event in the input: the choice of its columns is what comes next */
      step.focus({ preventScroll: true });
      step.scrollIntoView({ block: "start" });
      return;
    }
    if (!heading) {
      var problem = document.querySelector("#main .error");
      if (problem) { problem.scrollIntoView({ block: "center" }); }
      restoreFocus("event");
      return;
    }
    heading.focus({ preventScroll: true });
    document.getElementById("results").scrollIntoView({ block: "start" });
  }

  /* Put the new <main> in place. When the server did not send the event back (the text box is
     kept), the text box never leaves the document: everything around it is replaced, so that a large
     event is not laid out again. */
  function swap(fresh) {
    var main = document.getElementById("main");
    var box = fresh.querySelector("#event[data-kept]");
    var mine = document.getElementById("event");
    var panel = document.getElementById("event-panel");
    var liveForm = document.getElementById("calc");
    var freshForm = fresh.querySelector("#calc");
    if (!box || !mine || !panel || !liveForm || !freshForm || !fresh.querySelector("#event-panel")) {
      main.replaceWith(document.adoptNode(fresh));
      return;
    }
    ["aria-invalid", "aria-describedby"].forEach(function (name) {
      if (box.hasAttribute(name)) { mine.setAttribute(name, box.getAttribute(name)); }
      else { mine.removeAttribute(name); }
    });
    Array.prototype.slice.call(freshForm.attributes).forEach(function (a) { liveForm.setAttribute(a.name, a.value); });
    Array.prototype.slice.call(panel.childNodes).forEach(function (n) { if (n !== mine) { n.remove(); } });
    var before = true;
    Array.prototype.slice.call(fresh.querySelector("#event-panel").childNodes).forEach(function (n) {
      if (n === box) { before = false; return; }
      var node = document.adoptNode(n);
      if (before) { panel.insertBefore(node, mine); } else { panel.appendChild(node); }
    });
    var columns = liveForm.querySelector(".columns");
    Array.prototype.slice.call(liveForm.childNodes).forEach(function (n) { if (n !== columns) { n.remove(); } });
    Array.prototype.slice.call(columns.childNodes).forEach(function (n) { if (n !== panel) { n.remove(); } });
    var freshColumns = freshForm.querySelector(".columns");
    before = true;
    Array.prototype.slice.call(freshForm.childNodes).forEach(function (n) {
      if (n === freshColumns) { before = false; return; }
      var node = document.adoptNode(n);
      if (before) { liveForm.insertBefore(node, columns); } else { liveForm.appendChild(node); }
    });
    before = true;
    Array.prototype.slice.call(freshColumns.childNodes).forEach(function (n) {
      if (n.id === "event-panel") { before = false; return; }
      var node = document.adoptNode(n);
      if (before) { columns.insertBefore(node, panel); } else { columns.appendChild(node); }
    });
  }

  var started = 0;
  function painted() {
    /* Compute to the table painted: two animation frames after the swap (read by the browser tests). */
    var t0 = started;
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        window.tiebreakTiming = { computeToPaint: performance.now() - t0 };
        document.documentElement.dataset.painted = String(Date.now());
      });
    });
  }

  async function post(body, focusId, how) {
    var f = form();
    started = performance.now();
    f.setAttribute("aria-busy", "true");
    try {
      var response = await fetch(f.action, { method: "POST", body: body });
      var html = await response.text();
      var doc = new DOMParser().parseFromString(html, "text/html");
      var fresh = doc.getElementById("main");
      if (!fresh) { document.open(); document.write(html); document.close(); return; }
      swap(fresh);
      document.title = doc.title;
      painted();
      var explanation = document.getElementById("explanation");
      if (focusId === "explain-btn" && explanation) { explanation.focus({ preventScroll: true });
        explanation.scrollIntoView({ block: "start" }); }
      else if (focusId === "compute" || focusId === "compute-2" || focusId === "example-btn" ||
               focusId === "results" || focusId === "columns-btn" || /^use-table-/.test(focusId || "")) { showResults(); }
      else { restoreFocus(focusId); }
      if (explanation && body.get && body.get("player") && focusId !== "explain-btn") { explanation.focus(); }
      if (document.getElementById("results") && how !== "none") {
        var url = address(viewOf(focusId));
        if (how === "replace") { history.replaceState({ tiebreak: 1 }, "", url); }
        else if (url !== location.pathname + location.search + location.hash) {
          history.pushState({ tiebreak: 1 }, "", url);
        }
      }
    } catch (err) {
      f.removeAttribute("aria-busy");
      f.submit();
    }
  }

  /* The form's fields; "js" tells the server that this script keeps the text box (unless a file is
     being uploaded, whose text the answer brings). */
  function formBody(submitter) {
    var body = new FormData(form(), submitter || undefined);
    var file = body.get("file");
    if (!(file instanceof File && file.size)) { body.append("js", "1"); }
    return body;
  }

  document.addEventListener("submit", function (ev) {
    var f = ev.target;
    if (f.id !== "calc") { return; }
    var submitter = ev.submitter;
    if (submitter && submitter.hasAttribute("data-export")) { return; } /* exports: a real download */
    ev.preventDefault();
    post(formBody(submitter), submitter && submitter.id);
  });

  /* Changing the edition, the event type or the comparison box recomputes at once (results shown only). */
  document.addEventListener("change", function (ev) {
    var t = ev.target;
    if (!document.getElementById("results")) { return; }
    if (t.name === "rules" || t.name === "pairing" || t.name === "compare") {
      post(formBody(), t.id);
    }
  });

  /* A table pasted from a web page: its markup (text/html) keeps every cell, each game's colour and the
     empty cells that the plain text of a copy drops (a Vega crosstable copied in Chrome no longer tells
     the round of a bye), so the event box takes the markup when the paste is its whole text and the
     markup holds what the readers read (a table, a <pre>, Vega's match cards); a button gives the plain
     text back. A spreadsheet's markup is left aside: its plain text is its cells. */
  var SHEET = /urn:schemas-microsoft-com:office|google-sheets-html-origin|LibreOffice|ProgId/i;
  /* What the readers read from markup: tables, <pre> blocks, Vega's match cards (readers/_cards.py). */
  var MARKUP = /<(table|pre)[\s>]|class="[^"]*\b(match-item|player-stat-row)\b/i;
  var plainPaste = null;
  function pasteNote(shown) {
    var note = document.getElementById("paste-note");
    if (note) { note.hidden = !shown; }
    if (!shown) { plainPaste = null; }
  }
  document.addEventListener("paste", function (ev) {
    var box = ev.target;
    if (!box || box.id !== "event" || !ev.clipboardData) { return; }
    var html = ev.clipboardData.getData("text/html");
    if (!html || !MARKUP.test(html) || SHEET.test(html)) { return; }
    var whole = !box.value.trim() || (box.selectionStart === 0 && box.selectionEnd === box.value.length);
    var max = Number(box.getAttribute("data-max")) || 0;
    if (!whole || (max && new Blob([html]).size > max)) { return; }
    ev.preventDefault();
    box.value = html;
    pasteNote(true);
    plainPaste = ev.clipboardData.getData("text/plain");
  });
  document.addEventListener("input", function (ev) {
    if (ev.target && ev.target.id === "event") { pasteNote(false); } /* the user's own text now */
  });
  document.addEventListener("click", function (ev) {
    if (!ev.target || ev.target.id !== "paste-plain") { return; }
    var box = document.getElementById("event");
    if (box && plainPaste !== null) { box.value = plainPaste; box.focus(); }
    pasteNote(false);
  });

  /* Drag and drop of the tie-break list. */
  var dragged = null;
  document.addEventListener("dragstart", function (ev) {
    var li = ev.target.closest && ev.target.closest(".tb-item");
    if (!li) { return; }
    dragged = li;
    li.classList.add("dragging");
    ev.dataTransfer.effectAllowed = "move";
    ev.dataTransfer.setData("text/plain", li.dataset.code || "");
  });
  function clearMarks() {
    document.querySelectorAll(".drop-before, .drop-after").forEach(function (el) {
      el.classList.remove("drop-before", "drop-after");
    });
  }
  function below(li, ev) {
    var box = li.getBoundingClientRect();
    return ev.clientY > box.top + box.height / 2;
  }
  document.addEventListener("dragover", function (ev) {
    var li = ev.target.closest && ev.target.closest(".tb-item");
    if (!dragged || !li || li === dragged) { return; }
    ev.preventDefault();
    clearMarks();
    li.classList.add(below(li, ev) ? "drop-after" : "drop-before");
  });
  document.addEventListener("drop", function (ev) {
    var li = ev.target.closest && ev.target.closest(".tb-item");
    if (!dragged || !li || li === dragged) { return; }
    ev.preventDefault();
    clearMarks();
    li.parentNode.insertBefore(dragged, below(li, ev) ? li.nextSibling : li);
    dragged.classList.remove("dragging");
    dragged = null;
    var body = formBody();
    body.delete("auto"); /* a list reordered by hand is the user's */
    post(body, "tb-list");
  });
  document.addEventListener("dragend", function () {
    if (dragged) { dragged.classList.remove("dragging"); }
    dragged = null;
    clearMarks();
  });

  /* The state of an address: a share link's #s=BLOB[&player=N] (the event inside, compressed), or the
     settings in the query with the event's hash (ev), whose text this browser kept. */
  function restore(how) {
    var match = /^#s=([A-Za-z0-9_-]+)(?:&player=(\d+))?$/.exec(location.hash);
    var body;
    if (match) {
      body = new FormData();
      body.append("s", match[1]);
      if (match[2]) { body.append("player", match[2]); }
      post(body, "results", "none");
      return true;
    }
    var q = new URLSearchParams(location.search);
    var id = q.get("ev");
    var text = id ? kept(id) : null;
    if (text === null) { return false; }
    body = new FormData();
    body.append("event", text);
    body.append("list", "1");
    FIELDS.forEach(function (name) {
      var value = q.get(name);
      if (value !== null) { body.append(name, value); }
    });
    var view = location.hash.slice(1);
    post(body, view === "explanation" ? "explanation" : "results", how);
    return true;
  }

  window.addEventListener("popstate", function () {
    if (!restore("none")) { location.reload(); }
  });

  document.addEventListener("DOMContentLoaded", function () {
    if (restore("replace")) { return; }
    if (window.location.hash === "#results") { showResults(); } /* a post without JavaScript's help */
    else { restoreFocus(); }
  });
})();
