// The planner's pages: the week saves the browser's time zone on the first visit, and both
// the week and the settings offer to show reminders as browser notifications.
(function (site) {
  "use strict";

  function detectTimeZone() {
    var planner = document.querySelector("[data-detect-timezone]");
    if (!planner || !window.Intl || !window.fetch) return;
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    site.api("PATCH", "/api/v1/planner/settings", { timeZone: zone }).then(function (settings) {
      planner.removeAttribute("data-detect-timezone");
      // Times and reminders on the page were worked out in UTC; show them in the zone just saved.
      if (settings && settings.timeZone !== "UTC") window.location.reload();
    }, function () {});
  }

  function notificationControls() {
    var button = document.getElementById("enable-notifications");
    var status = document.getElementById("notification-status");
    if (!button || !status) return;
    if (!window.Notification) {
      status.textContent = site.text("js.notifications.unsupported");
      return;
    }
    function show() {
      button.hidden = Notification.permission !== "default";
      status.textContent = Notification.permission === "granted" ? site.text("js.notifications.on")
        : Notification.permission === "denied" ? site.text("js.notifications.blocked")
        : "";
    }
    button.addEventListener("click", function () {
      var asked = Notification.requestPermission(show);
      if (asked && asked.then) asked.then(show);
    });
    show();
  }

  site.onReady(function () {
    detectTimeZone();
    notificationControls();
  });
})(Reciplease);
