// Reciplease planner: small enhancements on top of pages that work without JavaScript.
// - the recipe form shows the food each ingredient line is understood as, while typing;
// - the plan form moves the time to the usual time of the meal chosen;
// - grocery items tick without a reload;
// - the planner saves the browser's time zone on the first visit;
// - on every page of a signed-in person, reminders of coming meals show as notifications.
(function () {
  "use strict";

  function csrfToken() {
    var field = document.querySelector("input[name=csrf]");
    if (field) return field.value;
    var holder = document.querySelector("[data-csrf]");
    return holder ? holder.dataset.csrf : "";
  }

  function api(method, url, body) {
    var headers = { "Accept": "application/json", "X-CSRF-Token": csrfToken() };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(url, {
      method: method, credentials: "same-origin", headers: headers,
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

  // --- The recipe form: recognised foods beside the ingredient lines -------------------------

  // The shared parser endpoint where the server has it, else the form's own.
  var parseURLs = ["/api/v1/ingredients/parse", "/api/v1/my-recipes/lines"];

  function parseLines(lines) {
    function attempt(index) {
      return api("POST", parseURLs[index], { lines: lines }).catch(function (error) {
        if ((error.status === 404 || error.status === 405) && index + 1 < parseURLs.length) {
          parseURLs.splice(index, 1);
          return attempt(index);
        }
        throw error;
      });
    }
    return attempt(0);
  }

  function foodName(result) {
    if (result.foodName) return result.foodName;
    return result.food ? String(result.food).replace(/-/g, " ") : null;
  }

  function showRecognised(list, lines, results) {
    var items = lines.map(function (line, index) {
      var item = document.createElement("li");
      var text = document.createElement("span");
      text.className = "line-text";
      text.textContent = line;
      item.appendChild(text);
      item.appendChild(document.createTextNode(" "));
      var name = results[index] ? foodName(results[index]) : null;
      var tag = document.createElement("span");
      tag.className = name ? "food-tag" : "hint warn";
      tag.textContent = name || "not recognised";
      item.appendChild(tag);
      return item;
    });
    list.replaceChildren.apply(list, items);
  }

  var recognising = null;
  function recognise(textarea) {
    var list = document.getElementById("recognised-foods");
    if (!list) return;
    clearTimeout(recognising);
    recognising = setTimeout(function () {
      var lines = textarea.value.split(/\r?\n/).map(function (line) { return line.trim(); })
        .filter(function (line) { return line.length > 0; }).slice(0, 100);
      if (lines.length === 0) { list.replaceChildren(); return; }
      var asked = textarea.value;
      parseLines(lines).then(function (body) {
        if (textarea.value !== asked) return; // typed on meanwhile; the next answer will come
        showRecognised(list, lines, body.results || []);
      }, function () {});
    }, 250);
  }

  // --- The plan form: the usual time follows the meal ----------------------------------------

  function followMealTime(select) {
    var time = document.getElementById("plan-time");
    if (!time) return;
    var previous = select.dataset.previousTime;
    var option = select.options[select.selectedIndex];
    if (!option) return;
    if (time.value === "" || time.value === previous) time.value = option.dataset.time;
    select.dataset.previousTime = option.dataset.time;
  }

  // --- The grocery list: ticks without a reload -----------------------------------------------

  function tickGrocery(form) {
    var item = form.closest(".grocery-item");
    var field = form.querySelector("input[name=checked]");
    var button = form.querySelector("button");
    var checked = field.value === "1";
    if (form.dataset.busy) return;
    form.dataset.busy = "1";
    api("PUT", "/api/v1/grocery-list/checks", { key: item.dataset.key, checked: checked }).then(function () {
      delete form.dataset.busy;
      field.value = checked ? "0" : "1";
      button.setAttribute("aria-pressed", checked ? "true" : "false");
      item.dataset.checked = checked ? "true" : "false";
      var count = document.getElementById("checked-count");
      if (count) count.textContent = String(document.querySelectorAll(".grocery-item[data-checked=true]").length);
    }, function () {
      delete form.dataset.busy;
      HTMLFormElement.prototype.submit.call(form);
    });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!window.fetch || !(form instanceof HTMLFormElement)) return;
    if (form.matches("form.grocery-tick")) {
      event.preventDefault();
      tickGrocery(form);
    }
  });

  document.addEventListener("input", function (event) {
    if (event.target.id === "recipe-ingredients") recognise(event.target);
  });

  document.addEventListener("change", function (event) {
    if (event.target.id === "plan-meal") followMealTime(event.target);
  });

  // --- The time zone, saved once from the browser ---------------------------------------------

  function detectTimeZone() {
    var planner = document.querySelector("[data-detect-timezone]");
    if (!planner || !window.Intl || !window.fetch) return;
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    api("PATCH", "/api/v1/planner/settings", { timeZone: zone }).then(function (settings) {
      planner.removeAttribute("data-detect-timezone");
      // Times and reminders on the page were worked out in UTC; show them in the zone just saved.
      if (settings && settings.timeZone !== "UTC") window.location.reload();
    }, function () {});
  }

  // --- Reminders as browser notifications -----------------------------------------------------

  var shown = {};
  var timers = [];
  var refetchEvery = 5 * 60 * 1000;

  function notify(reminder) {
    if (shown[reminder.entryId + reminder.at]) return;
    shown[reminder.entryId + reminder.at] = true;
    if (window.Notification && Notification.permission === "granted") {
      try {
        new Notification("Reciplease", { body: reminder.text, tag: reminder.entryId + reminder.at });
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

  function notificationControls() {
    var button = document.getElementById("enable-notifications");
    var status = document.getElementById("notification-status");
    if (!button || !status) return;
    if (!window.Notification) {
      status.textContent = "This browser cannot show notifications; reminders show on the page instead.";
      return;
    }
    function show() {
      button.hidden = Notification.permission !== "default";
      status.textContent = Notification.permission === "granted" ? "Notifications are on."
        : Notification.permission === "denied" ? "Notifications are blocked in this browser's site settings; reminders show on the page instead."
        : "";
    }
    button.addEventListener("click", function () {
      var asked = Notification.requestPermission(show);
      if (asked && asked.then) asked.then(show);
    });
    show();
  }

  function start() {
    var ingredients = document.getElementById("recipe-ingredients");
    if (ingredients && ingredients.value.trim() !== "") recognise(ingredients);
    var meal = document.getElementById("plan-meal");
    if (meal && meal.options[meal.selectedIndex]) meal.dataset.previousTime = meal.options[meal.selectedIndex].dataset.time;
    detectTimeZone();
    notificationControls();
    scheduleReminders();
    if (document.body.dataset.reminders) setInterval(scheduleReminders, refetchEvery);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
