// Live event pages: follow the event's Server-Sent Events and swap the changing part in (throttled),
// fall back to polling when the stream cannot be opened, turn the hall screen's pages, and give the arbiter's
// result form its keyboard. Every page works without this script.
(function () {
  "use strict";
  var GAP = 250;         // at most one re-fetch per 250 ms, however many results arrive
  var POLL = 3000;       // polling interval while the stream is down
  var KEYS = {"1": "1-0", "=": "½-½", "0": "0-1", "+": "+/-", "-": "-/+"};

  function follow(root) {
    var version = Number(root.dataset.version) || 0;
    var wanted = version, etag = "", timer = null, inflight = false, again = false, last = 0;
    var poller = null, failures = 0, stateEl = document.getElementById("live-state");

    function say(text) {
      if (!stateEl) { return; }
      stateEl.hidden = !text;
      stateEl.textContent = text;
    }
    function schedule() {
      if (timer !== null || inflight) { again = true; return; }
      timer = setTimeout(run, Math.max(0, last + GAP - Date.now()));
    }
    function run() {
      timer = null; inflight = true; last = Date.now();
      var headers = etag ? {"If-None-Match": etag} : {};
      fetch(root.dataset.src, {headers: headers, cache: "no-store"}).then(function (r) {
        if (r.status !== 200) { return null; }
        etag = r.headers.get("ETag") || "";
        var v = Number(r.headers.get("X-Event-Version")) || version;
        return r.text().then(function (html) {
          if (v >= version) {
            version = v;
            root.innerHTML = html;
            root.dataset.version = String(v);
            root.dispatchEvent(new Event("live:updated"));
          }
        });
      }).catch(function () { /* offline: the stream or the poller tries again */ }).then(function () {
        inflight = false;
        if (again || wanted > version) { again = false; schedule(); }
      });
    }
    function startPolling() {
      if (poller === null) {
        poller = setInterval(function () { again = true; schedule(); }, POLL);
        say("Connection lost: checking for new results every few seconds.");
      }
    }
    function stopPolling() {
      if (poller !== null) { clearInterval(poller); poller = null; }
      say("");
    }
    if (!window.EventSource || !root.dataset.stream) { startPolling(); return; }
    // the default view (no player, round or page chosen) comes rendered in the stream itself
    var query = root.dataset.src.split("?")[1] || "";
    var part = query === "" ? "page" : query === "view=board" ? "board" : "";
    var es;
    function open() {
      es = new EventSource(root.dataset.stream + (part ? "?part=" + part : ""));
      es.addEventListener("version", function (e) {
        var v = JSON.parse(e.data).version;
        if (v <= version) { return; }
        wanted = Math.max(wanted, v);
        if (!part) { schedule(); return; }
        setTimeout(function () { if (wanted > version) { schedule(); } }, 3000);  // no table came: ask
      });
      es.addEventListener("part", function (e) {
        var d = JSON.parse(e.data);
        if (d.version > version) {
          version = d.version;
          root.innerHTML = d.html;
          root.dataset.version = String(version);
          etag = 'W/"' + version + '"';
        }
      });
      es.onopen = function () { failures = 0; stopPolling(); };
      es.onerror = function () {
        failures += 1;
        if (failures >= 2) { startPolling(); }
        if (es.readyState === EventSource.CLOSED) {  // the browser gave up: reopen later ourselves
          setTimeout(open, POLL);
        }
      };
    }
    open();
  }

  /* The hall screen shows as many rows as fit, and turns to the next page every few seconds (the
     head of the table stays); after an update it shows the same page again. */
  function pages(root) {
    var PAUSE = 8000, at = 0;
    function show() {
      var rows = Array.prototype.slice.call(root.querySelectorAll("#standings tbody tr"));
      rows.forEach(function (r) { r.classList.remove("off"); });
      var label = root.querySelector(".hall-page");
      var body = root.querySelector("#standings tbody");
      if (!rows.length || !body) { return; }
      var room = window.innerHeight - body.getBoundingClientRect().top - 8;
      var height = rows[0].getBoundingClientRect().height || 1;
      var per = Math.max(1, Math.floor(room / height));
      var count = Math.ceil(rows.length / per);
      if (at >= count) { at = 0; }
      rows.forEach(function (r, i) { if (Math.floor(i / per) !== at) { r.classList.add("off"); } });
      if (label) { label.textContent = count > 1 ? "page " + (at + 1) + " of " + count : ""; }
      return count;
    }
    root.addEventListener("live:updated", show);
    window.addEventListener("resize", show);
    show();
    setInterval(function () { at += 1; show(); }, PAUSE);
  }

  function keyboard(form) {
    var cells = Array.prototype.slice.call(form.querySelectorAll("input.result-cell"));
    var save = form.querySelector("button[type=submit]");
    function go(i) {
      if (i >= cells.length) { (save || cells[cells.length - 1]).focus(); return; }
      if (i >= 0) { cells[i].focus(); cells[i].select(); }
    }
    cells.forEach(function (cell, i) {
      cell.addEventListener("keydown", function (e) {
        if (e.ctrlKey || e.altKey || e.metaKey) { return; }
        if (Object.prototype.hasOwnProperty.call(KEYS, e.key)) {
          e.preventDefault();
          cell.value = KEYS[e.key];
          go(i + 1);
        } else if (e.key === "ArrowDown") {
          e.preventDefault(); go(i + 1);
        } else if (e.key === "ArrowUp") {
          e.preventDefault(); go(i - 1);
        }
      });
    });
    var first = form.querySelector("input[aria-invalid=true]") ||
      cells.filter(function (c) { return !c.value; })[0];
    if (first) { first.focus(); first.select(); }
  }

  var root = document.getElementById("live");
  if (root) {
    follow(root);
    if (root.dataset.pages) { pages(root); }
  }
  var form = document.getElementById("result-form");
  if (form) { keyboard(form); }
})();
