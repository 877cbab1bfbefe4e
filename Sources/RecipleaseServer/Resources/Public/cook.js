// Cook mode: one step at a time (buttons, ← and →, swipe), the screen kept awake, and the
// timers the steps name, counted down here and rung with a beep and a notification. Nothing
// goes to the server; without this script the page shows every step at once.
// For tests, `?timerSpeed=N` in the address makes the timers run N times faster (1 to 600).
(function (site) {
  "use strict";

  var root = document.getElementById("cook");
  if (!root) return;
  var steps = Array.prototype.slice.call(root.querySelectorAll(".cook-step"));
  var bar = document.getElementById("timer-bar");
  // the countdowns change every moment: a reader hears only a timer's start and its end, here
  var status = document.getElementById("timer-status");
  var list = bar ? bar.querySelector(".timer-list") : null;
  var speed = (function () {
    var asked = Number(new URLSearchParams(location.search).get("timerSpeed"));
    return isFinite(asked) && asked >= 1 ? Math.min(asked, 600) : 1;
  })();
  var current = 0;

  // MARK: stepping

  function show(index) {
    if (steps.length === 0) return;
    current = Math.max(0, Math.min(steps.length - 1, index));
    steps.forEach(function (step, k) { step.classList.toggle("current", k === current); });
    var previous = root.querySelector(".cook-previous");
    var next = root.querySelector(".cook-next");
    if (previous) previous.disabled = current === 0;
    if (next) next.disabled = current === steps.length - 1;
    // the step reached stays in the address, so a reload keeps the place
    if (history.replaceState) history.replaceState(null, "", "#" + steps[current].id);
  }

  function move(by) { show(current + by); }

  function startStepping() {
    if (steps.length === 0) return;
    root.classList.add("one-step");
    var nav = root.querySelector(".cook-nav");
    if (nav) nav.hidden = false;
    var keys = root.querySelector(".cook-keys");
    if (keys) keys.hidden = false;
    root.querySelector(".cook-previous").addEventListener("click", function () { move(-1); });
    root.querySelector(".cook-next").addEventListener("click", function () { move(1); });
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      var tag = event.target && event.target.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
      if (event.key === "ArrowRight") { move(1); event.preventDefault(); }
      if (event.key === "ArrowLeft") { move(-1); event.preventDefault(); }
    });
    // a swipe: mostly sideways and at least 50 px
    var startX = null, startY = null;
    root.addEventListener("touchstart", function (event) {
      if (event.touches.length !== 1) { startX = null; return; }
      startX = event.touches[0].clientX;
      startY = event.touches[0].clientY;
    }, { passive: true });
    root.addEventListener("touchend", function (event) {
      if (startX === null || event.changedTouches.length === 0) return;
      var dx = event.changedTouches[0].clientX - startX;
      var dy = event.changedTouches[0].clientY - startY;
      startX = null;
      if (Math.abs(dx) >= 50 && Math.abs(dx) > 2 * Math.abs(dy)) move(dx < 0 ? 1 : -1);
    }, { passive: true });
    var asked = steps.findIndex(function (step) { return "#" + step.id === location.hash; });
    show(asked >= 0 ? asked : 0);
  }

  // MARK: the screen kept on

  var lock = null;
  function keepAwake() {
    if (!("wakeLock" in navigator) || document.visibilityState !== "visible" || lock) return;
    navigator.wakeLock.request("screen").then(function (sentinel) {
      lock = sentinel;
      var note = root.querySelector(".cook-screen");
      if (note) { note.textContent = site.text("js.cook.screenOn"); note.hidden = false; }
      sentinel.addEventListener("release", function () { lock = null; });
    }, function () { /* refused (battery saver, no permission): the page works the same */ });
  }
  // the browser lets go of the lock when the page is hidden; take it again on return
  document.addEventListener("visibilitychange", keepAwake);

  // MARK: timers

  var timers = [];
  var audio = null;

  function clock(ms) {
    var total = Math.max(0, Math.ceil(ms / 1000));
    var h = Math.floor(total / 3600), m = Math.floor(total % 3600 / 60), s = total % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return (h > 0 ? h + ":" + two(m) : String(m)) + ":" + two(s);
  }

  function beep() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      audio = audio || new Context();
      var at = audio.currentTime;
      for (var k = 0; k < 3; k += 1) {
        var tone = audio.createOscillator();
        var gain = audio.createGain();
        tone.type = "sine";
        tone.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, at + k * 0.4);
        gain.gain.exponentialRampToValueAtTime(0.3, at + k * 0.4 + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + k * 0.4 + 0.3);
        tone.connect(gain).connect(audio.destination);
        tone.start(at + k * 0.4);
        tone.stop(at + k * 0.4 + 0.32);
      }
    } catch (e) { /* no sound: the bar and the notification still say it */ }
  }

  function say(text) {
    if (status) status.textContent = text;
  }

  // a step's button starts one timer at a time: while it runs the button says so, and it starts
  // again once that timer has rung or been cancelled
  function release(timer) {
    if (!timer.button.disabled) return;
    timer.button.disabled = false;
    timer.button.textContent = timer.button.dataset.startText;
  }

  function ring(timer) {
    timer.done = true;
    timer.item.classList.add("done");
    timer.time.textContent = site.text("js.cook.done");
    timer.cancel.textContent = site.text("js.cook.dismiss");
    timer.pause.hidden = true;
    release(timer);
    say(site.text("js.cook.notificationTitle", { label: timer.label }));
    beep();
    if (window.Notification && Notification.permission === "granted") {
      try {
        new Notification(site.text("js.cook.notificationTitle", { label: timer.label }), {
          body: site.text("js.cook.notificationBody", { number: timer.step, duration: timer.duration }),
          tag: "cook-" + timer.id
        });
      } catch (e) { /* some browsers only notify from a service worker: the bar shows it */ }
    }
  }

  function tick() {
    var now = Date.now();
    timers.forEach(function (timer) {
      if (timer.done || timer.paused) return;
      var left = (timer.end - now) * speed;
      if (left <= 0) ring(timer); else timer.time.textContent = clock(left);
    });
  }

  // a paused timer keeps what was left, and counts on from it when resumed
  function pauseOrResume(timer) {
    if (timer.done) return;
    if (timer.paused) {
      timer.paused = false;
      timer.end = Date.now() + timer.left / speed;
      timer.item.classList.remove("paused");
      timer.pause.textContent = site.text("js.cook.pause");
      timer.pause.setAttribute("aria-pressed", "false");
      say(site.text("js.cook.resumed", { label: timer.label }));
      tick();
    } else {
      timer.paused = true;
      timer.left = Math.max(0, (timer.end - Date.now()) * speed);
      timer.item.classList.add("paused");
      timer.time.textContent = clock(timer.left);
      timer.pause.textContent = site.text("js.cook.resume");
      timer.pause.setAttribute("aria-pressed", "true");
      say(site.text("js.cook.paused", { label: timer.label, left: clock(timer.left) }));
    }
  }

  function remove(timer) {
    timers = timers.filter(function (other) { return other !== timer; });
    timer.item.remove();
    release(timer);
    if (timers.length === 0) bar.hidden = true;
  }

  var ticking = null;
  var made = 0;
  function start(button) {
    var seconds = Number(button.dataset.seconds);
    if (!bar || !list || !isFinite(seconds) || seconds <= 0 || button.disabled) return;
    // the first timer asks once whether it may notify
    if (window.Notification && Notification.permission === "default") {
      try { Notification.requestPermission(); } catch (e) { /* old browsers take a callback only */ }
    }
    // a tap is the gesture the browser wants before it plays sound
    var Context = window.AudioContext || window.webkitAudioContext;
    if (Context && !audio) { try { audio = new Context(); } catch (e) { audio = null; } }
    made += 1;
    var item = document.createElement("li");
    item.className = "timer";
    var name = document.createElement("span");
    name.className = "timer-name";
    name.textContent = button.dataset.label;
    var time = document.createElement("span");
    time.className = "timer-left";
    var pause = document.createElement("button");
    pause.type = "button";
    pause.className = "secondary-link timer-pause";
    pause.textContent = site.text("js.cook.pause");
    pause.setAttribute("aria-pressed", "false");
    var cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "secondary-link timer-cancel";
    cancel.textContent = site.text("js.cook.cancel");
    item.append(name, " ", time, " ", pause, " ", cancel);
    list.append(item);
    var timer = {
      id: made, label: button.dataset.label, duration: button.dataset.duration, step: button.dataset.step,
      end: Date.now() + seconds * 1000 / speed, item: item, time: time, pause: pause, cancel: cancel, done: false,
      paused: false, left: 0, button: button
    };
    button.disabled = true;
    button.textContent = site.text("js.cook.running");
    say(site.text("js.cook.started", { label: timer.label, duration: timer.duration }));
    pause.addEventListener("click", function () { pauseOrResume(timer); });
    cancel.addEventListener("click", function () { remove(timer); });
    timers.push(timer);
    time.textContent = clock(seconds * 1000);
    bar.hidden = false;
    if (!ticking) ticking = setInterval(tick, 250);
  }

  function startTimers() {
    root.querySelectorAll(".timer-start").forEach(function (button) {
      button.hidden = false;
      button.dataset.startText = button.textContent;
      button.addEventListener("click", function () { start(button); });
    });
  }

  site.onReady(function () {
    startStepping();
    startTimers();
    keepAwake();
  });
})(Reciplease);
