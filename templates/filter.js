/* Progressive enhancement, loaded at the end of every page: a search box and status filters for
   the rows of the page. Without JavaScript every row is shown and nothing here runs. */
(function () {
  "use strict";
  var rows = Array.prototype.slice.call(document.querySelectorAll("tr.row, li.item"));
  var header = document.querySelector("main > .page-header, main > article > .page-header");
  if (rows.length < 2 || !header) { return; }
  var names = ["failed", "error", "changed", "unbound", "orphaned", "skipped", "passed"];
  var labels = { failed: "Failed", error: "Errored", changed: "Changed since review",
    unbound: "Unbound", orphaned: "Orphaned", skipped: "Skipped", passed: "Passed" };
  var has = function (row, name) { return row.classList.contains("row-" + name); };
  var form = document.createElement("form");
  form.className = "filters";
  form.setAttribute("role", "search");
  form.setAttribute("aria-label", "Filter the rows of this page");
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  var search = document.createElement("input");
  search.type = "search";
  search.id = "filter-search";
  var searchLabel = document.createElement("label");
  searchLabel.htmlFor = search.id;
  searchLabel.textContent = "Search rows";
  form.appendChild(searchLabel);
  form.appendChild(search);
  var group = document.createElement("fieldset");
  var legend = document.createElement("legend");
  legend.textContent = "Show";
  group.appendChild(legend);
  var boxes = [];
  names.forEach(function (name) {
    var count = rows.filter(function (row) { return has(row, name); }).length;
    if (count === 0) { return; }
    var box = document.createElement("input");
    box.type = "checkbox";
    box.checked = true;
    box.value = name;
    var label = document.createElement("label");
    label.appendChild(box);
    label.appendChild(document.createTextNode(" " + labels[name] + " (" + count + ")"));
    group.appendChild(label);
    boxes.push(box);
  });
  form.appendChild(group);
  var status = document.createElement("p");
  status.className = "filter-count";
  status.setAttribute("role", "status");
  form.appendChild(status);
  var apply = function () {
    var words = search.value.toLowerCase().trim();
    var shown = 0;
    rows.forEach(function (row) {
      var visible = boxes.some(function (box) { return box.checked && has(row, box.value); })
        && (words === "" || row.textContent.toLowerCase().indexOf(words) !== -1);
      row.hidden = !visible;
      var next = row.nextElementSibling;
      if (next && next.classList.contains("detail-row")) { next.hidden = !visible; }
      if (visible) { shown += 1; }
    });
    status.textContent = shown + " of " + rows.length + " rows shown";
  };
  search.addEventListener("input", apply);
  boxes.forEach(function (box) { box.addEventListener("change", apply); });
  header.parentNode.insertBefore(form, header.nextSibling);
  apply();
})();
