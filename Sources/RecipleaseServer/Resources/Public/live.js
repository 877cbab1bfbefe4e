// Live pages: the grocery list, the planner week and the kitchen list follow changes made
// elsewhere (another member of the household, another tab) while open. The server says what
// changed over Server-Sent Events (/api/v1/events); the page then fetches itself again and swaps
// its list region ([data-live]), keeping focus, open <details> and whatever is being typed.
// Without this script nothing changes: the pages show what was there when they loaded.
(function (site) {
  "use strict";

  var region = document.querySelector("[data-live]");
  if (!region || !window.EventSource || !window.fetch || !window.DOMParser) return;

  var note = null;
  var noteTimer = null;
  var loading = false;
  var again = false;

  // A quiet line above the region, read out politely by screen readers.
  function tell(message) {
    if (!note) {
      note = document.createElement("p");
      note.className = "hint live-note";
      note.setAttribute("role", "status");
      note.setAttribute("aria-live", "polite");
      region.parentNode.insertBefore(note, region);
    }
    note.textContent = message;
    clearTimeout(noteTimer);
    noteTimer = setTimeout(function () { note.textContent = ""; }, 8000);
  }

  function pageURL() {
    var own = region.getAttribute("data-live");
    return own && own.charAt(0) === "/" ? own : window.location.pathname + window.location.search;
  }

  // Where an element sits: its nearest ancestor with an id or a data key, and its place among
  // the elements of its kind there, so the same element can be found in the new region.
  function anchorOf(element) {
    var anchor = element.closest("[id],[data-key],[data-id],[data-date]");
    if (!anchor || anchor === region || !region.contains(anchor)) anchor = region;
    var selector = anchor === region ? null
      : anchor.id ? "#" + CSS.escape(anchor.id)
      : anchor.dataset.key ? "[data-key=\"" + CSS.escape(anchor.dataset.key) + "\"]"
      : anchor.dataset.id ? "[data-id=\"" + CSS.escape(anchor.dataset.id) + "\"]"
      : "[data-date=\"" + CSS.escape(anchor.dataset.date) + "\"]";
    var kind = element.tagName.toLowerCase() + (element.className ? "." + element.className.trim().split(/\s+/).map(CSS.escape).join(".") : "");
    var same = Array.prototype.slice.call((anchor === element ? anchor.parentNode || region : anchor).querySelectorAll(kind));
    return { selector: selector, kind: kind, index: same.indexOf(element), self: anchor === element };
  }

  function find(place, root) {
    var anchor = place.selector ? root.querySelector(place.selector) : root;
    if (!anchor) return null;
    if (place.self) return anchor;
    return anchor.querySelectorAll(place.kind)[place.index] || null;
  }

  function isTyping(element) {
    return element && (element.tagName === "TEXTAREA" || element.tagName === "SELECT"
      || (element.tagName === "INPUT" && !/^(hidden|submit|button|checkbox|radio|reset|image)$/.test(element.type)));
  }

  function swap(html) {
    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("[data-live]");
    if (!fresh) return;
    var active = document.activeElement;
    var focused = active && region.contains(active) ? anchorOf(active) : null;
    var selection = isTyping(active) && active.selectionStart !== undefined ? [active.selectionStart, active.selectionEnd] : null;
    // Forms with a box to type in stay the very same nodes: their text, suggestions and listeners go along.
    region.querySelectorAll("form").forEach(function (form) {
      var box = Array.prototype.filter.call(form.elements, isTyping)[0];
      if (!box || !box.id) return;
      var counterpart = fresh.querySelector("#" + CSS.escape(box.id));
      var theirs = counterpart && counterpart.closest("form");
      if (theirs) theirs.replaceWith(form);
    });
    // A notice of this tab's own (an undo) stays until its owner is done with it.
    region.querySelectorAll(".notice[id]").forEach(function (notice) {
      if (!fresh.querySelector("#" + CSS.escape(notice.id))) fresh.insertBefore(notice, fresh.firstChild);
    });
    var open = [];
    region.querySelectorAll("details").forEach(function (details) {
      open.push({ place: anchorOf(details), open: details.open });
    });
    region.replaceWith(fresh);
    region = fresh;
    open.forEach(function (was) {
      var details = find(was.place, region);
      if (details && details.tagName === "DETAILS") details.open = was.open;
    });
    if (focused) {
      var target = find(focused, region);
      if (target && target !== document.activeElement) {
        target.focus({ preventScroll: true });
        if (selection && target.setSelectionRange) {
          try { target.setSelectionRange(selection[0], selection[1]); } catch (e) { /* not a text box */ }
        }
      }
    }
  }

  // One fetch at a time; changes that come meanwhile make one more after it.
  function refresh() {
    if (loading) { again = true; return; }
    // A form sending right now would be overtaken: its own answer comes first.
    if (region.querySelector("form[data-busy]")) { setTimeout(refresh, 300); return; }
    loading = true;
    fetch(pageURL(), { credentials: "same-origin", headers: { "Accept": "text/html" } }).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.text();
    }).then(swap).catch(function () { /* the next change or reconnect tries again */ }).then(function () {
      loading = false;
      if (again) { again = false; refresh(); }
    });
  }

  var source = null;
  var lost = false;
  // This tab's own writes (a form sent, a script's call to the API) already show here: the
  // echo of one just made swaps nothing.

  function connect() {
    source = new EventSource("/api/v1/events");
    source.addEventListener("change", function (event) {
      var data = {};
      try { data = JSON.parse(event.data); } catch (e) { /* refresh anyway */ }
      if (data.mine && Date.now() - site.lastWriteAt() < 5000) return;
      if (data.by && !data.mine) tell(site.text("js.live.updatedBy", { name: data.by }));
      refresh();
    });
    // The server may have missed changes (its link to the others dropped): read everything again.
    source.addEventListener("refresh", function () { refresh(); });
    source.addEventListener("open", function () {
      // Says whether the page follows changes (for people's tools and the browser tests).
      document.documentElement.setAttribute("data-live-stream", "open");
      // Back after a drop: catch up once on what happened meanwhile.
      if (lost) {
        lost = false;
        tell(site.text("js.live.updated"));
        refresh();
      }
    });
    source.addEventListener("error", function () {
      lost = true;
      document.documentElement.setAttribute("data-live-stream", "lost");
      // The browser retries by itself unless the server refused (signed out, too many pages open).
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, 30000);
    });
  }

  connect();
  window.addEventListener("pagehide", function () { if (source) source.close(); });
  // Back from the browser's page cache: listen again and catch up on what happened meanwhile.
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted) return;
    connect();
    refresh();
  });
})(Reciplease);
