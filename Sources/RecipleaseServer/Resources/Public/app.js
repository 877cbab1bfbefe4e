// Reciplease: small enhancements on top of pages that work without JavaScript. Every page loads
// this file, what the page scripts share (texts, the CSRF token, API calls, form take-overs) and
// the reminders every page of a signed-in person shows; a page that needs more loads its own
// script after it. Every form still posts normally; a script only saves the page reload.
var Reciplease = (function () {
  "use strict";

  // The texts the scripts show come from the strings table, rendered by the page into
  // <meta name="strings"> elements (the content policy allows no inline script to carry them).
  var table = null;
  function text(key, values) {
    if (!table) {
      table = {};
      document.querySelectorAll("meta[name=strings]").forEach(function (meta) {
        try { Object.assign(table, JSON.parse(meta.content)); } catch (e) { /* keys show instead */ }
      });
    }
    // A missing key shows as itself, as on the server, so it is noticed rather than blank.
    var template = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : key;
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  // Calls to the API carry the session cookie, so they send the page's token in X-CSRF-Token:
  // the form's own field, else the page's first, else the one a page keeps in data-csrf.
  function csrfToken(form) {
    var field = (form || document).querySelector("input[name=csrf]") || document.querySelector("input[name=csrf]");
    if (field) return field.value;
    var holder = document.querySelector("[data-csrf]");
    return holder ? holder.dataset.csrf : "";
  }

  // When this page last wrote through the API or sent a form: the live pages (live.js) need
  // not fetch themselves again for the echo of their own change.
  var lastWrite = 0;
  document.addEventListener("submit", function () { lastWrite = Date.now(); }, true);
  function lastWriteAt() { return lastWrite; }

  // A form that posts once a click: a second submit of a form already on its way (a double click,
  // Enter pressed twice) is dropped, so the server does not add the recipe, the meal or the invite
  // twice (it did; web probe, 2026-12-07). Taken first of all (on window, capturing); a form a script
  // takes over (the event prevented) is free again at once, any other after ten seconds (a download
  // leaves the page where it was) or when the page is shown again from the history.
  window.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || (form.getAttribute("method") || "").toLowerCase() !== "post") return;
    if (form.dataset.sent) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    form.dataset.sent = "1";
    setTimeout(function () {
      if (event.defaultPrevented) delete form.dataset.sent;
    }, 0);
    setTimeout(function () { delete form.dataset.sent; }, 10000);
  }, true);
  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form[data-sent]").forEach(function (form) { delete form.dataset.sent; });
  });

  function api(method, url, body, form) {
    var headers = { "Accept": "application/json", "X-CSRF-Token": csrfToken(form) };
    if (method !== "GET") lastWrite = Date.now();
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(url, {
      method: method,
      credentials: "same-origin",
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body)
    }).then(function (response) {
      if (!response.ok) {
        var error = new Error("HTTP " + response.status);
        error.status = response.status;
        throw error;
      }
      return response.status === 204 ? null : response.json();
    });
  }

  // Runs the script's way; if that fails (signed out, expired token), the form posts as usual
  // and the page that comes back says what happened.
  function enhance(form, run) {
    if (form.dataset.busy) return;
    form.dataset.busy = "1";
    run().then(function () {
      delete form.dataset.busy;
    }, function () {
      delete form.dataset.busy;
      HTMLFormElement.prototype.submit.call(form);
    });
  }

  // Takes over the forms matching `selector` when the browser can fetch.
  function onSubmit(selector, handler) {
    document.addEventListener("submit", function (event) {
      var form = event.target;
      if (!window.fetch || !(form instanceof HTMLFormElement) || !form.matches(selector)) return;
      event.preventDefault();
      handler(form);
    });
  }

  function onReady(start) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
  }

  // Favorites, from a form that carries data-recipe (the heart, the favorites page).
  function favoriteURL(form) {
    return "/api/v1/favorites/" + encodeURIComponent(form.dataset.recipe);
  }

  function favorite(form) {
    return api("PUT", favoriteURL(form), undefined, form);
  }

  // Letting go of a favorite that is already gone (another tab) is done, not a failure.
  function unfavorite(form) {
    return api("DELETE", favoriteURL(form), undefined, form).catch(function (error) {
      if (error.status !== 404) throw error;
    });
  }

  // --- Pictures: a dead link gives way to the recipe's drawn picture ----------------------------

  // The content policy allows no inline onerror, so one listener catches every image's error
  // (errors do not bubble; they are seen while capturing).
  function useDrawnPicture(image) {
    var drawn = image.dataset.fallback;
    if (!drawn || image.dataset.fellBack) return;
    image.dataset.fellBack = "1";
    image.alt = "";
    image.src = drawn;
  }

  document.addEventListener("error", function (event) {
    if (event.target instanceof HTMLImageElement) useDrawnPicture(event.target);
  }, true);

  // Images that failed before this script ran; lazy ones load later, while the listener listens.
  onReady(function () {
    document.querySelectorAll("img[data-fallback]:not([loading=lazy])").forEach(function (image) {
      if (image.complete && image.naturalWidth === 0) useDrawnPicture(image);
    });
  });

  // --- The account menu: a <details> that closes as a menu does ------------------------------

  // Without a script it opens and closes on its summary only; with one, a tap outside or Escape closes it.
  function closeMenus(keep) {
    document.querySelectorAll("details.account-menu[open]").forEach(function (menu) {
      if (menu !== keep) menu.open = false;
    });
  }

  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    closeMenus(target && target.closest("details.account-menu"));
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    var menu = document.querySelector("details.account-menu[open]");
    if (!menu) return;
    var inside = menu.contains(document.activeElement);
    closeMenus(null);
    // Focus goes back to the summary, so a keyboard user is where the menu was.
    if (inside) menu.querySelector("summary").focus();
  });

  // --- Reminders as notifications, on every page of a signed-in person ----------------------

  var shown = {};
  var timers = [];
  var refetchEvery = 5 * 60 * 1000;

  function notify(reminder) {
    if (shown[reminder.entryId + reminder.at]) return;
    shown[reminder.entryId + reminder.at] = true;
    if (window.Notification && Notification.permission === "granted") {
      try {
        new Notification(text("js.app.reminderTitle"), { body: reminder.text, tag: reminder.entryId + reminder.at });
        return;
      } catch (e) { /* some browsers allow notifications only from a service worker */ }
    }
    var toast = document.createElement("div");
    toast.className = "reminder-toast";
    toast.setAttribute("role", "status");
    toast.textContent = reminder.text;
    document.body.appendChild(toast);
    setTimeout(function () { toast.remove(); }, 60 * 1000);
  }

  // Sets a timer for each reminder due before the next fetch; the next fetch sees any change.
  function scheduleReminders() {
    var url = document.body.dataset.reminders;
    if (!url || !window.fetch) return;
    fetch(url, { credentials: "same-origin", headers: { "Accept": "application/json" } })
      .then(function (response) { return response.ok ? response.json() : { reminders: [] }; })
      .then(function (body) {
        timers.forEach(clearTimeout);
        timers = [];
        var now = Date.now();
        (body.reminders || []).forEach(function (reminder) {
          var delay = new Date(reminder.at).getTime() - now;
          if (delay >= 0 && delay < refetchEvery + 60 * 1000) {
            timers.push(setTimeout(function () { notify(reminder); }, delay));
          }
        });
      }, function () {});
  }

  onReady(function () {
    scheduleReminders();
    if (document.body.dataset.reminders) setInterval(scheduleReminders, refetchEvery);
  });

  return {
    text: text, api: api, lastWriteAt: lastWriteAt, enhance: enhance, onSubmit: onSubmit, onReady: onReady,
    favorite: favorite, unfavorite: unfavorite
  };
})();
