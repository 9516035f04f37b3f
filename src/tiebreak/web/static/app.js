/* Tie-break calculator: progressive enhancement. Without JavaScript every button posts the form and the
   server answers with the whole page. With it, the form is posted in the background and only <main> is
   replaced (keyboard focus stays where it was), and the tie-break list can be reordered by drag and drop. */
(function () {
  "use strict";

  function form() { return document.getElementById("calc"); }

  function restoreFocus(fallbackId) {
    var f = form();
    var id = (f && f.dataset.focus) || fallbackId;
    var el = id ? document.getElementById(id) : null;
    if (el && el.disabled) { el = document.getElementById("tb-list"); }
    if (el) { el.focus(); }
  }

  /* After "Compute" or "Load the example": bring the results into view, move the focus to their heading
     and say what came out (the status line is outside <main>, so it is there before the news). */
  function showResults() {
    var heading = document.getElementById("h-results");
    var f = form();
    var status = document.getElementById("status");
    if (status && f) { status.textContent = f.dataset.status || ""; }
    if (!heading) {
      var problem = document.querySelector("#main .error");
      if (problem) { problem.scrollIntoView({ block: "center" }); }
      return;
    }
    heading.focus({ preventScroll: true });
    document.getElementById("results").scrollIntoView({ block: "start" });
  }

  async function post(body, focusId) {
    var f = form();
    f.setAttribute("aria-busy", "true");
    try {
      var response = await fetch(f.action, { method: "POST", body: body });
      var html = await response.text();
      var doc = new DOMParser().parseFromString(html, "text/html");
      var fresh = doc.getElementById("main");
      if (!fresh) { document.open(); document.write(html); document.close(); return; }
      document.getElementById("main").replaceWith(document.adoptNode(fresh));
      document.title = doc.title;
      if (focusId === "compute" || focusId === "example-btn" || focusId === "results") { showResults(); }
      else { restoreFocus(focusId); }
      var explanation = document.getElementById("explanation");
      if (explanation && body.get && body.get("player")) { explanation.focus(); }
    } catch (err) {
      f.removeAttribute("aria-busy");
      f.submit();
    }
  }

  document.addEventListener("submit", function (ev) {
    var f = ev.target;
    if (f.id !== "calc") { return; }
    var submitter = ev.submitter;
    if (submitter && submitter.hasAttribute("data-export")) { return; } /* exports: a real download */
    ev.preventDefault();
    var body = new FormData(f, submitter || undefined);
    post(body, submitter && submitter.id);
  });

  /* Changing the edition, the event type or the comparison box recomputes at once (results shown only). */
  document.addEventListener("change", function (ev) {
    var t = ev.target;
    if (!document.getElementById("results")) { return; }
    if (t.name === "rules" || t.name === "pairing" || t.name === "compare") {
      post(new FormData(form()), t.id);
    }
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
    post(new FormData(form()), "tb-list");
  });
  document.addEventListener("dragend", function () {
    if (dragged) { dragged.classList.remove("dragging"); }
    dragged = null;
    clearMarks();
  });

  /* A permalink too long for a query string keeps the event in the fragment: #s=... */
  function fromFragment() {
    var match = /^#s=([A-Za-z0-9_-]+)$/.exec(window.location.hash);
    if (!match) { return; }
    var body = new FormData();
    body.append("s", match[1]);
    post(body, "results");
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (window.location.hash === "#results") { showResults(); } /* a post without JavaScript's help */
    else { restoreFocus(); }
    fromFragment();
  });
})();
