// The import page: while a file uploads and a collection is imported, show how far it has come.
// The form still posts as usual without this script and ends on the same result page; the
// progress comes from the import's row in the database, so any instance can answer the poll.
(function (site) {
  "use strict";

  var pollEvery = 400;

  function show(box, value, max, message) {
    var bar = box.querySelector("progress");
    if (max > 0) {
      bar.max = max;
      bar.value = value;
    } else {
      bar.removeAttribute("value");
    }
    box.querySelector("[role=status]").textContent = message;
  }

  // Polls the job until `stop()`; a job not there yet (the upload is still being read) is no error.
  function follow(box, onState) {
    var stopped = false;
    function poll() {
      if (stopped) return;
      fetch(box.dataset.progress, { credentials: "same-origin", headers: { "Accept": "application/json" } })
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (job) {
          if (stopped) return;
          if (job) {
            show(box, job.done, job.total, site.text("js.import.progress", { done: job.done, total: job.total }));
            if (onState && onState(job)) return;
          }
          setTimeout(poll, pollEvery);
        }, function () { if (!stopped) setTimeout(poll, pollEvery); });
    }
    poll();
    return function () { stopped = true; };
  }

  // A page the server answered without redirecting (a single recipe, or the form with a problem).
  function replacePage(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    document.title = page.title;
    document.body.replaceWith(document.adoptNode(page.body));
    attach();
  }

  function upload(form, box) {
    var request = new XMLHttpRequest();
    var stop = null;
    request.open("POST", form.action);
    request.upload.addEventListener("progress", function (event) {
      if (event.lengthComputable) {
        show(box, event.loaded, event.total, site.text("js.import.uploading", { percent: Math.floor(100 * event.loaded / event.total) }));
      }
    });
    request.upload.addEventListener("load", function () {
      show(box, 0, 0, site.text("js.import.reading"));
      stop = follow(box);
    });
    request.addEventListener("load", function () {
      if (stop) stop();
      if (request.responseURL && request.responseURL.indexOf("/import/jobs/") !== -1) {
        window.location.assign(request.responseURL);
      } else {
        replacePage(request.responseText);
      }
    });
    // Anything amiss (the network, the script): the form posts as usual.
    request.addEventListener("error", function () {
      if (stop) stop();
      form.submit();
    });
    request.send(new FormData(form));
    show(box, 0, 0, site.text("js.import.uploading", { percent: 0 }));
  }

  function attach() {
    var form = document.querySelector("form.import-form");
    var box = form && form.querySelector(".import-progress");
    if (form && box && window.FormData && window.XMLHttpRequest) {
      form.addEventListener("submit", function (event) {
        var file = form.querySelector("input[type=file]");
        if (!file || !file.files || file.files.length === 0) return;
        event.preventDefault();
        box.hidden = false;
        form.querySelector("button[type=submit]").disabled = true;
        upload(form, box);
      });
    }
    // The result page of an import still running (opened again, or from another tab).
    var running = document.querySelector(".import-job .import-progress");
    if (running) {
      follow(running, function (job) {
        if (job.state === "running") return false;
        window.location.reload();
        return true;
      });
    }
  }

  attach();
})(Reciplease);
