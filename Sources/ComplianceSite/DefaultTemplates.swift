// Generated from templates/ by Tests/ComplianceSiteTests/DefaultTemplatesSource.swift; do
// not edit. Regenerate with:
//   UPDATE_DEFAULT_TEMPLATES=1 swift test --filter ComplianceSiteTests.DefaultTemplatesTests

/// The built-in copy of the repository's `templates/` directory, used when neither
/// `--templates DIR` nor a `templates/` folder in the current directory exists, so the
/// binary can build a site anywhere.
public enum DefaultTemplates {
  /// Template texts keyed by file path relative to `templates/`.
  public static let files: [String: String] = [
    "columns.css": #"""
    /* contract-report: the column labels of the contracts' clause tables, for the cards those
       tables become on phones (see style.css). Tables with the same header row share a class;
       the status cell (first) and the source cell (last) are labelled in style.css. */
    @media (max-width: 40rem) {
    {{#tables}}
    {{#labels}}
      .{{table}} .row > :nth-child({{column}})::before { content: "{{{css}}}"; }
    {{/labels}}
    {{/tables}}
    }

    """#,
    "contract.html": ##"""
    {{> partials/header}}
    <article class="contract">
    {{#contract}}
    <header class="page-header">
    <h1>{{#titleHTML}}{{{.}}}{{/titleHTML}}{{^titleHTML}}{{title}}{{/titleHTML}}</h1>
    {{#description}}
    <p class="lede">{{.}}</p>
    {{/description}}
    <p class="overall overall-{{status.name}}">{{#status}}{{> partials/status}}{{/status}} <span class="overall-detail">{{counts.summary}}; <a href="#changed-since-review">{{#reviewed}}{{#changed}}{{.}} changed since review{{/changed}}{{^changed}}unchanged since review{{/changed}}{{/reviewed}}{{^reviewed}}no reviewed baseline{{/reviewed}}</a></span></p>
    <dl class="meta">
    <div><dt>Source</dt><dd>{{#source}}{{#href}}<a href="{{.}}">{{text}}</a>{{/href}}{{^href}}<code>{{text}}</code>{{/href}}{{/source}}</dd></div>
    {{#checkTime}}
    <div><dt>Check time</dt><dd>{{.}}</dd></div>
    {{/checkTime}}
    <div><dt>Fingerprint</dt><dd><code title="{{fingerprint}}">{{fingerprintShort}}</code></dd></div>
    {{#publishedURL}}
    <div><dt>Published</dt><dd><a href="{{.}}">{{.}}</a></dd></div>
    {{/publishedURL}}
    </dl>
    </header>
    {{/contract}}
    <nav class="toc panel" aria-label="Sections">
    <h2 class="toc-title">Sections</h2>
    <ol>
    {{#navigation}}
    <li><a href="#{{anchor}}">{{heading}}</a>{{#failing}} <span class="toc-counts toc-failed">{{brief}}</span>{{/failing}}</li>
    {{/navigation}}
    </ol>
    </nav>
    {{#legend}}
    {{> partials/legend}}
    {{/legend}}
    <div class="contract-body">
    {{{intro}}}
    {{#sections}}
    <{{tag}} id="{{anchor}}">{{heading}}</{{tag}}>
    {{#blocks}}
    {{#prose}}
    {{{.}}}
    {{/prose}}
    {{#table}}
    {{> partials/clause-table}}
    {{/table}}
    {{#list}}
    {{> partials/clause-list}}
    {{/list}}
    {{/blocks}}
    {{/sections}}
    </div>
    {{> partials/review}}
    {{#hasOrphans}}
    <section id="orphaned-checks" class="panel" aria-labelledby="orphans-title">
    <h2 id="orphans-title">Orphaned checks</h2>
    <p>These checks are bound to clauses that are no longer in the text (a row deleted or a heading renamed).</p>
    <ul>
    {{#orphans}}
    <li><span class="status status-orphaned"><span aria-hidden="true">⊘</span> Orphaned</span> <code>{{clauseID}}</code> at <code>{{place}}</code>{{#message}}: {{.}}{{/message}}{{#check}} <span class="check">check: <code>{{.}}</code></span>{{/check}}{{#hasHints}}<ul class="hints">{{#hints}}<li>{{.}}</li>{{/hints}}</ul>{{/hasHints}}</li>
    {{/orphans}}
    </ul>
    </section>
    {{/hasOrphans}}
    </article>
    {{> partials/footer}}

    """##,
    "coverage-keys.html": #"""
    {{> partials/header}}
    <header class="page-header">
    <p class="breadcrumb"><a href="{{page.root}}index.html">{{page.siteTitle}}</a> <span aria-hidden="true">›</span> <a href="../index.html#matrix-title">Coverage</a> <span aria-hidden="true">›</span> Keys</p>
    {{#part}}
    <h1>Keys: {{title}}</h1>
    <p class="lede">Part {{number}} of {{of}}: {{count}} keys from <code>{{first}}</code> to <code>{{last}}</code>. Each key: how many locales translate it, the others by what the driver sees there, and where the app calls it.</p>
    {{/part}}
    <nav class="pager" aria-label="Key parts">
    {{#previous}}<a rel="prev" href="{{href}}">‹ {{title}}</a>{{/previous}}
    <a href="../index.html#matrix-title">All parts</a>
    {{#next}}<a rel="next" href="{{href}}">{{title}} ›</a>{{/next}}
    </nav>
    </header>
    <div class="table-wrap">
    <table class="keys">
    <caption>Each key in the {{localeCount}} locales ({{#locales}}{{.}} {{/locales}}), and where the app calls it</caption>
    <thead><tr><th>Key</th><th class="num">Translated</th><th>Not translated in</th><th>Source locations</th></tr></thead>
    <tbody>
    {{! One line a key, end tags left out where HTML allows it: the rows are most of the page. The
        key cell, a <th> before the row's <td>s, heads its row without a scope. }}
    {{#rows}}
    <tr><th>{{key}}<td>{{translated}}<td>{{#missing}}{{tier}}: {{locales}}{{^last}}; {{/last}}{{/missing}}<td>{{#locations}}{{#href}}<a href="{{.}}">{{text}}</a>{{/href}}{{^href}}{{text}}{{/href}}{{^last}}
    {{/last}}{{/locations}}{{#noCallSite}}no call site (added by hand){{/noCallSite}}
    {{/rows}}
    </tbody>
    </table>
    </div>
    {{> partials/footer}}

    """#,
    "coverage-todo.html": ##"""
    {{> partials/header}}
    <header class="page-header">
    <p class="breadcrumb"><a href="{{page.root}}index.html">{{page.siteTitle}}</a> <span aria-hidden="true">›</span> <a href="../index.html">Coverage</a> <span aria-hidden="true">›</span> To do</p>
    {{#locale}}
    <h1>To do: <bdi>{{name}}</bdi> <code>{{code}}</code>{{#rightToLeft}} <span class="tag">RTL</span>{{/rightToLeft}}{{#isSource}} <span class="tag">source</span>{{/isSource}}</h1>
    <p class="lede">{{count}} of {{keyCount}} keys: {{untranslated}} not translated, {{review}} translated but to review (coverage {{percent}} %; <a href="../index.html#{{anchor}}">figures and gate</a>). Key names and categories only: no dictionary text appears here. Where the app calls each key is on the <a href="../index.html#matrix-title">key pages</a>.</p>
    {{/locale}}
    </header>

    {{#hasTodo}}
    <section class="panel" aria-labelledby="reasons-title">
    <h2 id="reasons-title">By reason</h2>
    <div class="table-wrap">
    <table class="todo-reasons">
    <caption>Keys on the to-do list, by the reason they are listed under</caption>
    <thead><tr><th scope="col">Reason</th><th scope="col" class="num">Keys</th><th scope="col">Meaning</th></tr></thead>
    <tbody>
    {{#reasons}}
    <tr><th scope="row" data-label="Reason"><a href="#{{anchor}}">{{label}}</a></th><td class="num" data-label="Keys">{{count}}</td><td data-label="Meaning">{{summary}}</td></tr>
    {{/reasons}}
    </tbody>
    </table>
    </div>
    </section>

    {{#reasons}}
    <section class="panel" aria-labelledby="{{anchor}}">
    <h2 id="{{anchor}}">{{label}} <span class="note">{{count}} key(s)</span></h2>
    <p>{{summary}}</p>
    {{#categories}}
    <h3 id="{{anchor}}">{{category}}{{#critical}} <span class="tag">critical</span>{{/critical}} <span class="note">{{count}} key(s); shown now: {{shown}}</span></h3>
    {{! One key a line (the keys are most of the page): the paragraph keeps its line breaks. }}
    <p class="todo-keys">{{#entries}}{{key}}{{#flagged}} <span class="tag">critical</span>{{/flagged}}{{#note}} <span class="note">{{.}}</span>{{/note}}
    {{/entries}}</p>
    {{/categories}}
    </section>
    {{/reasons}}
    {{/hasTodo}}
    {{^hasTodo}}
    <section class="panel">
    <p class="none">Nothing to do: every key is translated and no translation needs review.</p>
    </section>
    {{/hasTodo}}

    <section class="panel" aria-labelledby="dynamic-title">
    <h2 id="dynamic-title">Dynamic keys <span class="note">{{dynamicCount}}, never counted, never failing a gate</span></h2>
    <p>Calls whose key is not a literal: the keys they build cannot be known without running the app, so they are listed here for review and are not on the list above.</p>
    {{> partials/dynamic-keys}}
    </section>
    {{> partials/footer}}

    """##,
    "coverage.html": #"""
    {{> partials/header}}
    <header class="page-header">
    <p class="breadcrumb"><a href="{{page.root}}index.html">{{page.siteTitle}}</a> <span aria-hidden="true">›</span> Coverage</p>
    <h1>Translation coverage</h1>
    {{#coverage}}
    <p class="overall">{{#status}}{{> partials/status}}{{/status}}</p>
    <dl class="meta">
    <div><dt>Catalogue keys</dt><dd>{{keyCount}}</dd></div>
    <div><dt>Key prefix</dt><dd><code>{{keyPrefix}}</code></dd></div>
    <div><dt>Source locale</dt><dd>{{#sourceLocale}}<code>{{.}}</code>{{/sourceLocale}}{{^sourceLocale}}none{{/sourceLocale}}</dd></div>
    <div><dt>Dictionaries</dt><dd>{{#live}}the translations service{{/live}}{{^live}}files{{/live}}</dd></div>
    </dl>
    <p class="lede">Key names, locale codes and counts only: no dictionary text appears in this report.</p>
    {{/coverage}}
    </header>

    <section class="panel" aria-labelledby="gates-title">
    <h2 id="gates-title">Coverage gates</h2>
    <div class="table-wrap">
    <table class="gates">
    <caption>The catalogue gate, then one gate per locale</caption>
    <thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead>
    <tbody>
    {{#gates}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Gate"><code>{{name}}</code></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Detail">{{detail}}</td></tr>
    {{/gates}}
    </tbody>
    </table>
    </div>
    </section>

    <section class="panel" aria-labelledby="locales-title">
    <h2 id="locales-title">Per locale</h2>
    {{#hasLocales}}
    <div class="table-wrap">
    <table class="locales">
    <caption>Keys by the tier the provider resolved them at, coverage and gate</caption>
    <thead><tr><th scope="col">Locale</th><th scope="col">Dictionary</th><th scope="col" class="num">Prefixed</th><th scope="col" class="num">Original</th><th scope="col" class="num">Fallback</th><th scope="col" class="num">Key text</th><th scope="col" class="num">Not a key</th><th scope="col">Coverage</th><th scope="col">To do</th><th scope="col">Gate</th></tr></thead>
    <tbody>
    {{#locales}}
    <tr id="{{anchor}}" class="row row-{{status.name}}">
    <th scope="row" data-label="Locale"><bdi>{{name}}</bdi> <code>{{locale}}</code>{{#rightToLeft}} <span class="tag">RTL</span>{{/rightToLeft}}{{#isSource}} <span class="tag">source</span>{{/isSource}}</th>
    <td data-label="Dictionary">{{dictionary}}, {{entries}} entries{{#fallbackOnly}} <span class="tag">fallback only</span>{{/fallbackOnly}}{{#failure}}<span class="note">{{.}}</span>{{/failure}}</td>
    {{#tiers}}
    <td class="num" data-label="Prefixed">{{prefixed}}</td><td class="num" data-label="Original">{{original}}</td><td class="num" data-label="Fallback">{{fallback}}</td><td class="num" data-label="Key text">{{keyText}}</td><td class="num" data-label="Not a key">{{notAKey}}</td>
    {{/tiers}}
    <td data-label="Coverage">{{> partials/bar}}</td>
    <td data-label="To do">{{#todo}}<a href="{{href}}">{{count}} key(s)</a>{{/todo}}</td>
    <td data-label="Gate">{{#status}}{{> partials/status}}{{/status}} <span class="note">minimum {{#gate}}{{.}} %{{/gate}}{{^gate}}none{{/gate}}; key text at most {{#maximumKeyText}}{{.}}{{/maximumKeyText}}{{^maximumKeyText}}unlimited{{/maximumKeyText}}; critical without fallback at most {{maximumCritical}}; fallback only {{#allowFallbackOnly}}allowed{{/allowFallbackOnly}}{{^allowFallbackOnly}}fails{{/allowFallbackOnly}}</span>{{#gateDetail}}<span class="note">{{.}}</span>{{/gateDetail}}</td>
    </tr>
    {{/locales}}
    </tbody>
    </table>
    </div>
    {{/hasLocales}}
    {{^hasLocales}}
    <p class="not-configured">No locale is measured.</p>
    {{/hasLocales}}
    </section>

    <section class="panel" aria-labelledby="categories-title">
    <h2 id="categories-title">Per category</h2>
    {{#categories}}
    {{#any}}
    <div class="table-wrap">
    <table class="categories">
    <caption>Translated keys of each category, per locale</caption>
    <thead><tr><th scope="col">Category</th>{{#locales}}<th scope="col" class="num">{{locale}}</th>{{/locales}}</tr></thead>
    <tbody>
    {{#rows}}
    <tr><th scope="row" data-label="Category">{{category}}{{#critical}} <span class="tag">critical</span>{{/critical}}</th>{{#cells}}<td class="num">{{#tiers}}{{translated}}/{{total}} <span class="note">{{percent}} %</span>{{/tiers}}{{^tiers}}–{{/tiers}}</td>{{/cells}}</tr>
    {{/rows}}
    </tbody>
    </table>
    </div>
    {{/any}}
    {{^any}}
    <p class="none">No categories.</p>
    {{/any}}
    {{/categories}}
    </section>

    <section class="panel" aria-labelledby="findings-title">
    <h2 id="findings-title">Catalogue findings</h2>
    <h3>Critical keys without fallback copy</h3>
    <p>Controls, warnings and errors that show their raw key wherever a dictionary lacks them or fails (gate: at most {{coverage.maximumCritical}}).</p>
    {{#critical}}{{> partials/keys}}{{/critical}}
    <h3>Copy-rule findings</h3>
    {{#copyFindings}}{{> partials/findings}}{{/copyFindings}}
    <h3>Keys with inconsistent fallback copy</h3>
    {{#inconsistent}}{{> partials/keys}}{{/inconsistent}}
    <h3 id="dynamic-title">Dynamic keys</h3>
    <p>Calls whose key is not a literal: listed, never counted as missing, never failing a gate.</p>
    {{> partials/dynamic-keys}}
    </section>

    {{#locales}}
    <section class="panel" aria-labelledby="{{anchor}}-findings">
    <h2 id="{{anchor}}-findings"><bdi>{{name}}</bdi> <code>{{locale}}</code>: findings</h2>
    <h3>To do</h3>
    {{#todo}}
    {{#any}}
    <p><a href="{{href}}">{{count}} key(s) to do</a>: {{untranslated}} not translated, {{review}} to review ({{#reasons}}{{count}} {{label}}; {{/reasons}}grouped by reason and category, with source locations).</p>
    {{/any}}
    {{^any}}
    <p class="none">Nothing to do: every key is translated and no translation needs review.</p>
    {{/any}}
    {{/todo}}
    <h3>Critical keys shown as key text</h3>
    {{#critical}}{{> partials/keys}}{{/critical}}
    <h3>Placeholder mismatches</h3>
    {{#mismatches}}{{> partials/findings}}{{/mismatches}}
    <h3>Bidi findings</h3>
    {{#bidi}}{{> partials/findings}}{{/bidi}}
    <h3>Empty values</h3>
    {{#empty}}{{> partials/keys}}{{/empty}}
    <h3>Identical to the fallback copy</h3>
    {{#identical}}{{> partials/keys}}{{/identical}}
    <h3>Unused dictionary keys</h3>
    {{#unused}}{{> partials/keys}}{{/unused}}
    <h3>Prefixed entries repeating the original</h3>
    {{#duplicates}}{{> partials/keys}}{{/duplicates}}
    </section>
    {{/locales}}

    <section class="panel" aria-labelledby="matrix-title">
    <h2 id="matrix-title">Keys in every locale</h2>
    <p>Every catalogue key, a row per key: how many locales translate it, the locales that do not by what the driver sees there, and where the app calls the key. Split by key prefix into pages of at most {{keysPerPart}} keys. (How many keys each locale translates through the prefixed key and through the original one is in the table above.)</p>
    {{> partials/tier-legend}}
    {{#hasParts}}
    <div class="table-wrap">
    <table class="parts">
    <caption>The key pages</caption>
    <thead><tr><th scope="col">Part</th><th scope="col" class="num">Keys</th><th scope="col">From</th><th scope="col">To</th></tr></thead>
    <tbody>
    {{#parts}}
    <tr><th scope="row" data-label="Part"><a href="{{href}}">{{title}}</a></th><td class="num" data-label="Keys">{{count}}</td><td data-label="From"><code>{{first}}</code></td><td data-label="To"><code>{{last}}</code></td></tr>
    {{/parts}}
    </tbody>
    </table>
    </div>
    {{/hasParts}}
    {{^hasParts}}
    <p class="none">The catalogue has no keys.</p>
    {{/hasParts}}
    </section>
    {{> partials/footer}}

    """#,
    "filter.js": #"""
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

    """#,
    "index.html": #"""
    {{> partials/header}}
    <header class="page-header">
    <h1>{{report.title}}</h1>
    <p class="overall overall-{{report.readiness.name}}">{{#report.readiness}}{{> partials/status}}{{/report.readiness}}</p>
    <div class="summary">
    <p class="overall-detail">{{totals.total}} clauses: {{totals.summary}}{{#changed}}; {{.}} changed since review{{/changed}}</p>
    {{#totals}}
    {{> partials/counts}}
    {{/totals}}
    <p class="badge-line"><img src="badges/contracts.svg" alt="contracts: {{totals.passed}} of {{totals.total}} clauses passing" height="20"></p>
    </div>
    </header>

    {{#hasFailures}}
    <section class="panel" id="failures" aria-labelledby="failures-title">
    <h2 id="failures-title">What fails</h2>
    <ul class="status-list failures">
    {{#failedGates}}
    <li><a href="{{href}}"><span class="status status-failed"><span aria-hidden="true">✗</span> Gate failed</span> <code>{{name}}</code></a>: {{detail}}</li>
    {{/failedGates}}
    {{#failures}}
    <li>{{#href}}<a href="{{.}}">{{/href}}{{#status}}{{> partials/status}}{{/status}} {{contract}} › {{place}}{{#href}}</a>{{/href}}{{#detail}}: {{.}}{{/detail}}</li>
    {{/failures}}
    </ul>
    {{#moreFailures}}
    <p>and {{.}} more: each contract's page lists them.</p>
    {{/moreFailures}}
    </section>
    {{/hasFailures}}

    <section class="panel" aria-labelledby="contracts-title">
    <h2 id="contracts-title">Contracts</h2>
    {{#hasContracts}}
    <div class="table-wrap">
    <table class="overview">
    <caption>Every contract with the verdicts of its clauses</caption>
    <thead>
    <tr><th scope="col">Contract</th><th scope="col">Status</th><th scope="col" class="num">Passed</th><th scope="col" class="num">Failed</th><th scope="col" class="num">Errored</th><th scope="col" class="num">Unbound</th><th scope="col" class="num">Orphaned</th><th scope="col" class="num">Skipped</th><th scope="col" class="num">Changed since review</th></tr>
    </thead>
    <tbody>
    {{! One line a contract, end tags left out where HTML allows it; style.css labels the columns of the cards on phones. }}
    {{#contracts}}
    <tr class="row row-{{status.name}}"><th scope="row"><a href="{{href}}">{{title}}</a><br><code class="file">{{file}}</code>{{#sparkline}} <span class="sparkline">{{{.}}}</span>{{/sparkline}}{{#duration}} <span class="duration">checked in {{.}}</span>{{/duration}}<td>{{#failureHref}}<a href="{{.}}">{{#status}}{{> partials/status}}{{/status}}</a>{{/failureHref}}{{^failureHref}}{{#status}}{{> partials/status}}{{/status}}{{/failureHref}}{{#counts}}<td>{{passed}}<td>{{failed}}<td>{{error}}<td>{{unbound}}<td>{{orphaned}}<td>{{skipped}}{{/counts}}<td>{{#reviewed}}{{#changed}}<a href="{{reviewHref}}">{{.}}</a>{{/changed}}{{^changed}}0{{/changed}}{{/reviewed}}{{^reviewed}}<a href="{{reviewHref}}">no baseline</a>{{/reviewed}}
    {{/contracts}}
    </tbody>
    </table>
    </div>
    {{/hasContracts}}
    {{^hasContracts}}
    <p class="not-configured">No contract was found.</p>
    {{/hasContracts}}
    </section>

    {{#trend}}
    <section class="panel" aria-labelledby="trend-title">
    <h2 id="trend-title">Trend</h2>
    {{#svg}}<p class="trend-chart">{{{.}}}</p>{{/svg}}
    <details>
    <summary>The {{count}} runs</summary>
    <div class="table-wrap">
    <table class="runs">
    <caption>Clauses passed per run, oldest first (from <code>build --history</code>)</caption>
    <thead><tr><th scope="col">Run</th><th scope="col" class="num">Passed</th><th scope="col" class="num">Clauses</th><th scope="col" class="num">Share</th><th scope="col" class="num">Gates failed</th></tr></thead>
    <tbody>
    {{#runs}}
    <tr><th scope="row" data-label="Run">{{label}}</th><td class="num" data-label="Passed">{{passed}}</td><td class="num" data-label="Clauses">{{total}}</td><td class="num" data-label="Share">{{percent}} %</td><td class="num" data-label="Gates failed">{{failedGates}}</td></tr>
    {{/runs}}
    </tbody>
    </table>
    </div>
    </details>
    </section>
    {{/trend}}

    <section class="panel" aria-labelledby="readiness-title">
    <h2 id="readiness-title">Release readiness</h2>
    {{#signoff}}
    <p class="overall">{{#status}}{{> partials/status}}{{/status}} <a href="{{href}}">Sign-off page</a></p>
    {{#hasFailing}}
    <ul class="status-list">
    {{#failing}}
    <li>{{#waivedBy}}<span class="status status-changed"><span aria-hidden="true">≈</span> Waived</span>{{/waivedBy}}{{^waivedBy}}<span class="status status-failed"><span aria-hidden="true">✗</span> Fails</span>{{/waivedBy}} {{#href}}<a href="{{.}}">{{name}}</a>{{/href}}{{^href}}{{name}}{{/href}}: {{detail}}{{#waivedBy}} (waived by {{.}}){{/waivedBy}}</li>
    {{/failing}}
    </ul>
    {{#moreFailing}}
    <p>and {{.}} more: the <a href="{{href}}">sign-off page</a> lists every readiness check.</p>
    {{/moreFailing}}
    {{/hasFailing}}
    <p>{{entryCount}} recorded sign-off(s): {{valid}} valid, {{stale}} stale{{#other}}, {{.}} for a contract not in this run{{/other}}.</p>
    {{/signoff}}
    {{^signoff}}
    <p class="not-configured">No sign-off record (<code>signoff.md</code>) or language list: readiness is the gates below.</p>
    {{/signoff}}
    <div class="table-wrap">
    <table class="gates">
    <caption>Gates{{#report.strict}} (strict mode){{/report.strict}}</caption>
    <thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead>
    <tbody>
    {{#gates}}
    <tr id="{{anchor}}" class="row row-{{status.name}}"><th scope="row" data-label="Gate"><code>{{name}}</code></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Detail">{{#href}}<a href="{{.}}">{{detail}}</a>{{/href}}{{^href}}{{detail}}{{/href}}</td></tr>
    {{/gates}}
    </tbody>
    </table>
    </div>
    {{#mutation}}
    <p id="mutation-score">Built-in faults (defects switched on inside the Swift provider) against <code>{{contract}}</code>: {{#status}}{{> partials/status}}{{/status}} {{summary}}. <a href="{{href}}">Defects and the clauses that catch them</a></p>
    {{/mutation}}
    {{#sourceMutation}}
    <p id="source-mutation-score">Source mutants (defects edited into the provider's code, last run {{date}} at <code>{{commit}}</code>): {{caught}} of {{total}} caught ({{percent}} %). <a href="{{href}}">Each mutant and the clauses that catch it</a></p>
    {{/sourceMutation}}
    </section>

    <section class="panel" aria-labelledby="coverage-title">
    <h2 id="coverage-title">Translation coverage per locale</h2>
    {{#coverage}}
    {{#hasLocales}}
    <div class="table-wrap">
    <table class="coverage">
    <caption>Share of the {{keyCount}} catalogue keys translated, against each locale's gate</caption>
    <thead><tr><th scope="col">Locale</th><th scope="col">Coverage</th><th scope="col">Gate minimum</th><th scope="col">Status</th><th scope="col">Badge</th></tr></thead>
    <tbody>
    {{#locales}}
    <tr><th scope="row" data-label="Locale"><a href="{{href}}"><bdi>{{name}}</bdi></a> <code>{{locale}}</code></th><td data-label="Coverage">{{> partials/bar}}</td><td data-label="Gate minimum">{{#gate}}{{.}} %{{/gate}}{{^gate}}none{{/gate}}</td><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Badge"><img src="{{badge}}" alt="coverage {{locale}}: {{percent}} %" height="20"></td></tr>
    {{/locales}}
    </tbody>
    </table>
    </div>
    {{/hasLocales}}
    {{^hasLocales}}
    <p class="not-configured">No locale is measured.</p>
    {{/hasLocales}}
    <p><a href="{{href}}">Coverage details, findings and the per-key matrix</a></p>
    {{/coverage}}
    {{^coverage}}
    <p class="not-configured">Not configured: no <code>coverage</code> object in <code>contract-report.json</code>.</p>
    {{/coverage}}
    </section>

    <section class="panel" aria-labelledby="rtl-title">
    <h2 id="rtl-title">RTL review per locale</h2>
    {{#rtl}}
    {{#hasLocales}}
    <ul class="status-list">
    {{#locales}}
    <li>{{#status}}{{> partials/status}}{{/status}} <a href="{{href}}"><bdi>{{name}}</bdi> <code>{{locale}}</code></a>: {{detail}}</li>
    {{/locales}}
    </ul>
    {{/hasLocales}}
    {{^hasLocales}}
    <p class="not-configured">The language list has no right-to-left locale.</p>
    {{/hasLocales}}
    <p><a href="{{href}}">RTL review matrix and evidence</a></p>
    {{/rtl}}
    {{^rtl}}
    <p class="not-configured">Not configured: no language list to find right-to-left locales in.</p>
    {{/rtl}}
    </section>

    <section class="panel" aria-labelledby="run-title">
    <h2 id="run-title">Run</h2>
    <dl class="meta">
    <div><dt>Tool</dt><dd>{{report.toolName}} {{report.toolVersion}} (report schema {{report.schemaVersion}})</dd></div>
    <div><dt>Generated</dt><dd>{{#report.generatedAt}}<time datetime="{{.}}">{{.}}</time>{{/report.generatedAt}}{{^report.generatedAt}}not recorded (build with <code>--timestamp</code>){{/report.generatedAt}}</dd></div>
    <div><dt>Run time</dt><dd>{{#report.duration}}{{.}}{{/report.duration}}{{^report.duration}}not recorded{{/report.duration}}</dd></div>
    <div><dt>Mode</dt><dd>{{#report.strict}}strict: unbound clauses, orphaned checks, differences from the reviewed baselines and missing baselines fail the run{{#report.hasExempt}} (except in {{#report.strictExempt}}<code>{{.}}</code> {{/report.strictExempt}}){{/report.hasExempt}}{{/report.strict}}{{^report.strict}}default: {{#report.reviewFails}}differences from the reviewed baselines fail the run{{/report.reviewFails}}{{^report.reviewFails}}differences from the reviewed baselines are warnings (policy <code>changedSinceReview</code> is <code>"warn"</code>){{/report.reviewFails}}{{/report.strict}}</dd></div>
    <div><dt>Final line</dt><dd><code>{{report.finalLine}}</code></dd></div>
    </dl>
    {{#hasInputs}}
    <div class="table-wrap">
    <table class="inputs">
    <caption>Input files and the SHA-256 of their bytes</caption>
    <thead><tr><th scope="col">File</th><th scope="col">Kind</th><th scope="col" class="num">Bytes</th><th scope="col">SHA-256</th></tr></thead>
    <tbody>
    {{#inputs}}
    <tr><th scope="row"><code>{{path}}</code><td>{{kind}}<td>{{bytes}}<td><code title="{{sha256}}">{{short}}</code>
    {{/inputs}}
    </tbody>
    </table>
    </div>
    {{/hasInputs}}
    </section>

    <section class="panel" aria-labelledby="records-title">
    <h2 id="records-title">Records</h2>
    {{#hasRecords}}
    <div class="table-wrap">
    <table class="records">
    <caption>Documents that are not run: baselines, review records, sign-offs, documentation</caption>
    <thead><tr><th scope="col">File</th><th scope="col">Kind</th><th scope="col">Title</th><th scope="col">Fingerprint</th></tr></thead>
    <tbody>
    {{#records}}
    <tr><th scope="row" data-label="File"><code>{{file}}</code></th><td data-label="Kind">{{kind}}</td><td data-label="Title">{{#title}}{{.}}{{/title}}{{^title}}untitled{{/title}}</td><td data-label="Fingerprint"><code title="{{fingerprint}}">{{short}}</code></td></tr>
    {{/records}}
    </tbody>
    </table>
    </div>
    {{/hasRecords}}
    {{^hasRecords}}
    <p class="not-configured">No records.</p>
    {{/hasRecords}}
    </section>

    <section class="panel" aria-labelledby="lint-title">
    <h2 id="lint-title">Lint</h2>
    {{#hasLint}}
    <ul class="lint">
    {{#lint}}
    <li>{{#isError}}<span class="status status-failed"><span aria-hidden="true">✗</span> error</span>{{/isError}}{{^isError}}<span class="status status-error"><span aria-hidden="true">!</span> warning</span>{{/isError}} <code>{{file}}:{{line}}:{{column}}</code> {{message}} <code>[{{rule}}]</code></li>
    {{/lint}}
    </ul>
    {{/hasLint}}
    {{^hasLint}}
    <p class="not-configured">No lint findings.</p>
    {{/hasLint}}
    </section>
    {{> partials/footer}}

    """#,
    "partials/bar.html": #"""
    <span class="bar" aria-hidden="true"><span class="bar-fill bar-{{status.name}}" style="width: {{width}}%"></span>{{#gate}}<span class="bar-gate" style="left: {{.}}%"></span>{{/gate}}</span> <span class="bar-value">{{percent}} %</span>
    """#,
    "partials/cell.html": #"""
    {{#plain}}{{{html}}}{{/plain}}{{^plain}}<span class="cell-text">{{{html}}}</span>{{#mark}}<span class="mark mark-{{name}}"><span aria-hidden="true">{{symbol}}</span> {{label}}</span>{{/mark}}{{#failure}}<span class="expected-observed"><span class="expected"><span class="eo-label">Expected</span> <span class="eo-value">{{expected}}</span></span> <span class="observed"><span class="eo-label">Observed</span> <span class="eo-value">{{observed}}</span></span></span>{{/failure}}{{#note}}<span class="note">{{.}}</span>{{/note}}{{/plain}}
    """#,
    "partials/clause-list.html": #"""
    {{#ordered}}
    <ol class="clause-list"{{#start}} start="{{.}}"{{/start}}>
    {{/ordered}}
    {{^ordered}}
    <ul class="clause-list">
    {{/ordered}}
    {{#items}}
    <li id="{{anchor}}" class="item row-{{status.name}}{{#change}} row-changed{{/change}}"><span>{{status.label}}{{#change}} {{> partials/status}}{{/change}}</span><div>{{{html}}}</div><span>{{> partials/source}}</span>{{#hasDetail}}<div class="detail">
    {{> partials/detail}}
    </div>{{/hasDetail}}
    {{/items}}
    {{#ordered}}
    </ol>
    {{/ordered}}
    {{^ordered}}
    </ul>
    {{/ordered}}

    """#,
    "partials/clause-table.html": #"""
    <div class="table-wrap">
    <table class="clauses {{columns}}">
    <caption>{{caption}} <span class="caption-summary">({{brief}})</span></caption>
    <thead>
    {{! A header cell of a <thead> heads its column: no scope needed. }}
    <tr><th>Status</th>{{#headers}}<th{{#align}} class="{{.}}"{{/align}}>{{{html}}}</th>{{/headers}}<th>Source</th></tr>
    </thead>
    <tbody>
    {{! One line a row, end tags left out where HTML allows it (a row is a fifth of the page); the
        key cell, a <th> before the row's <td>s, heads its row without a scope. }}
    {{#rows}}
    <tr id="{{anchor}}" class="row row-{{status.name}}{{#change}} row-changed{{/change}}"><td>{{status.label}}{{#change}} {{> partials/status}}{{/change}}{{#cells}}{{#isKey}}<th{{#classes}} class="{{.}}"{{/classes}}>{{> partials/cell}}{{/isKey}}{{^isKey}}<td{{#classes}} class="{{.}}"{{/classes}}>{{> partials/cell}}{{/isKey}}{{/cells}}<td>{{> partials/source}}
    {{#hasDetail}}
    <tr class="detail-row row-{{status.name}}"><td colspan="{{colspan}}">
    {{> partials/detail}}
    {{/hasDetail}}
    {{/rows}}
    </tbody>
    </table>
    </div>

    """#,
    "partials/counts.html": #"""
    <ul class="counts">
    <li class="count count-passed"><span aria-hidden="true">✓</span> <strong>{{passed}}</strong> passed</li>
    <li class="count count-failed"><span aria-hidden="true">✗</span> <strong>{{failed}}</strong> failed</li>
    <li class="count count-error"><span aria-hidden="true">!</span> <strong>{{error}}</strong> errored</li>
    <li class="count count-unbound"><span aria-hidden="true">○</span> <strong>{{unbound}}</strong> unbound</li>
    <li class="count count-orphaned"><span aria-hidden="true">⊘</span> <strong>{{orphaned}}</strong> orphaned</li>
    <li class="count count-skipped"><span aria-hidden="true">»</span> <strong>{{skipped}}</strong> skipped</li>
    </ul>

    """#,
    "partials/detail.html": #"""
    {{#message}}
    <p class="message"><strong>{{status.label}}:</strong> {{.}}</p>
    {{/message}}
    {{#diff}}
    <p class="diff"><span class="diff-label">Changed since review:</span> {{> partials/diff}}</p>
    {{/diff}}
    {{#hasAspects}}
    <ul class="aspects">
    {{#aspects}}
    <li>{{#mark}}<span class="mark mark-{{name}}"><span aria-hidden="true">{{symbol}}</span> {{label}}</span>{{/mark}} <strong>{{column}}</strong>{{#failed}}: <span class="expected-observed"><span class="expected"><span class="eo-label">Expected</span> <span class="eo-value">{{expected}}</span></span> <span class="observed"><span class="eo-label">Observed</span> <span class="eo-value">{{observed}}</span></span></span>{{/failed}}{{^failed}}{{#observed}}: {{.}}{{/observed}}{{/failed}}{{#note}} <span class="note">{{.}}</span>{{/note}}</li>
    {{/aspects}}
    </ul>
    {{/hasAspects}}

    """#,
    "partials/diff.html": #"""
    {{#segments}}{{#equal}}{{text}}{{/equal}}{{#deleted}}<del>{{text}}</del>{{/deleted}}{{#inserted}}<ins>{{text}}</ins>{{/inserted}}{{/segments}}
    """#,
    "partials/dynamic-keys.html": #"""
    {{#hasDynamic}}
    <div class="table-wrap">
    <table class="dynamic">
    <caption>Translation calls with a computed key</caption>
    <thead><tr><th scope="col">Location</th><th scope="col">Expression</th></tr></thead>
    <tbody>
    {{#dynamic}}
    <tr><th scope="row" data-label="Location">{{#location}}{{> partials/location}}{{/location}}</th><td data-label="Expression"><code>{{expression}}</code></td></tr>
    {{/dynamic}}
    </tbody>
    </table>
    </div>
    {{/hasDynamic}}
    {{^hasDynamic}}
    <p class="none">None.</p>
    {{/hasDynamic}}

    """#,
    "partials/findings.html": #"""
    {{#any}}
    <details class="keys"><summary>{{count}} finding(s)</summary>
    {{#rules}}
    <p class="rule">{{requirement}}</p>
    <ul class="key-list">
    {{#items}}
    <li><code>{{key}}</code>{{#locale}} <span class="locale">[{{.}}]</span>{{/locale}}{{#detail}} ({{.}}){{/detail}}</li>
    {{/items}}
    </ul>
    {{/rules}}
    </details>
    {{/any}}
    {{^any}}
    <p class="none">None.</p>
    {{/any}}

    """#,
    "partials/footer.html": #"""
    </main>
    <footer class="site-footer">
    <p>Generated by {{page.generator}}. Every status is shown as a word and a symbol; colour only repeats it.</p>
    </footer>
    <script src="{{page.root}}filter.js"></script>
    </body>
    </html>

    """#,
    "partials/header.html": ##"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>{{page.title}}{{^page.isIndex}} · {{page.siteTitle}}{{/page.isIndex}}</title>
    {{#page.canonical}}
    <link rel="canonical" href="{{.}}">
    {{/page.canonical}}
    <link rel="stylesheet" href="{{page.root}}style.css">
    {{#page.hasColumnLabels}}
    <link rel="stylesheet" href="{{page.root}}columns.css">
    {{/page.hasColumnLabels}}
    </head>
    <body>
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="site-header">
    <nav aria-label="Site"><a class="site-title" href="{{page.root}}index.html">{{page.siteTitle}}</a>
    <ul class="site-nav">
    {{#page.nav}}
    <li><a href="{{page.root}}{{href}}"{{#current}} aria-current="page"{{/current}}>{{label}}</a></li>
    {{/page.nav}}
    </ul>
    </nav>
    </header>
    <main id="main">

    """##,
    "partials/keys.html": #"""
    {{#any}}
    <details class="keys"><summary>{{count}} key(s)</summary>
    <ul class="key-list">
    {{#keys}}
    <li><code>{{.}}</code></li>
    {{/keys}}
    </ul>
    </details>
    {{/any}}
    {{^any}}
    <p class="none">None.</p>
    {{/any}}

    """#,
    "partials/legend.html": #"""
    <aside class="panel legend" aria-labelledby="legend-title">
    <h2 id="legend-title">Legend</h2>
    <dl>
    {{#passed}}
    <div><dt><span class="status status-passed"><span aria-hidden="true">✓</span> Passed</span></dt><dd>The clause's check ran and every observation held.</dd></div>
    {{/passed}}
    {{#failed}}
    <div><dt><span class="status status-failed"><span aria-hidden="true">✗</span> Failed</span></dt><dd>The check observed something else: expected is shown beside what was observed.</dd></div>
    {{/failed}}
    {{#error}}
    <div><dt><span class="status status-error"><span aria-hidden="true">!</span> Error</span></dt><dd>The check threw, timed out or recorded nothing.</dd></div>
    {{/error}}
    {{#unbound}}
    <div><dt><span class="status status-unbound"><span aria-hidden="true">○</span> Unbound</span></dt><dd>No check is bound: the text is not verified.</dd></div>
    {{/unbound}}
    {{#orphaned}}
    <div><dt><span class="status status-orphaned"><span aria-hidden="true">⊘</span> Orphaned</span></dt><dd>A check whose clause is gone from the text.</dd></div>
    {{/orphaned}}
    {{#skipped}}
    <div><dt><span class="status status-skipped"><span aria-hidden="true">»</span> Skipped</span></dt><dd>Filtered out of this run: not checked.</dd></div>
    {{/skipped}}
    {{#changed}}
    <div><dt><span class="status status-changed"><span aria-hidden="true">Δ</span> Changed since review</span></dt><dd>The text differs from the reviewed baseline; the word diff shows <del>removed</del> and <ins>added</ins> words.</dd></div>
    {{/changed}}
    {{#marks}}
    <div><dt><span class="mark mark-verified"><span aria-hidden="true">✓</span> verified</span> <span class="mark mark-failed"><span aria-hidden="true">✗</span> failed</span> <span class="mark mark-not-checked"><span aria-hidden="true">–</span> not checked</span></dt><dd>What the check found for each cell.</dd></div>
    {{/marks}}
    </dl>
    </aside>

    """#,
    "partials/location.html": #"""
    {{#href}}<a href="{{.}}">{{text}}</a>{{/href}}{{^href}}<code>{{text}}</code>{{/href}}
    """#,
    "partials/review.html": ##"""
    <section id="changed-since-review" class="panel review" aria-labelledby="review-title">
    <h2 id="review-title">Changed since review</h2>
    {{#review}}
    <p>Compared with the reviewed baseline <code>{{baselineFile}}</code> (fingerprint <code title="{{baselineFingerprint}}">{{baselineFingerprintShort}}</code>).</p>
    {{#unchanged}}
    <p class="status-line"><span class="status status-passed"><span aria-hidden="true">✓</span> Unchanged</span> Nothing a reviewer signed differs.</p>
    {{/unchanged}}
    {{^unchanged}}
    <p class="status-line"><span class="status status-changed"><span aria-hidden="true">Δ</span> {{changedCount}} changed</span> <span class="status status-changed"><span aria-hidden="true">+</span> {{addedCount}} added</span> <span class="status status-changed"><span aria-hidden="true">−</span> {{removedCount}} removed</span> <span class="status status-renamed"><span aria-hidden="true">→</span> {{renamedCount}} renamed</span></p>
    {{/unchanged}}
    {{#hasFindings}}
    <p class="gate-effect">{{#fails}}In CI these differences fail <code>check</code> and <code>build</code> (exit 1){{/fails}}{{^fails}}In CI these differences are warnings: policy <code>changedSinceReview</code> is <code>"warn"</code>{{/fails}}. Once they are reviewed, accept every change of the file with <code>{{acceptCommand}}</code>, or one clause with the command beside it.</p>
    {{/hasFindings}}
    {{#hasSectionRenames}}
    <h3>Renamed sections</h3>
    <ul class="changes-list">
    {{#sectionRenames}}
    <li><span class="status status-renamed"><span aria-hidden="true">→</span> Renamed since review</span> <strong>{{baselineHeading}}</strong> → <strong>{{currentHeading}}</strong> (line {{line}}, was line {{baselineLine}}; {{matchedClauses}} of its {{baselineClauses}} clause(s) kept){{#hasChecks}}; checks still bound to the old heading: {{#checks}}<code>{{.}}</code> {{/checks}}{{/hasChecks}}</li>
    {{/sectionRenames}}
    </ul>
    {{/hasSectionRenames}}
    {{#hasClauseChanges}}
    <div class="table-wrap">
    <table class="changes">
    <caption>Clauses that differ from the baseline</caption>
    <thead><tr><th scope="col">Change</th><th scope="col">Clause</th><th scope="col">Word diff</th><th scope="col">Accept</th></tr></thead>
    <tbody>
    {{#clauses}}
    <tr>
    <td data-label="Change">{{#status}}{{> partials/status}}{{/status}}{{#severity}} <span class="severity severity-{{name}}">{{label}}</span>{{/severity}}</td>
    <th scope="row" data-label="Clause">{{#baselineSection}}{{.}} → {{/baselineSection}}{{section}} › {{#baselineKey}}{{.}} → {{/baselineKey}}{{#anchor}}<a href="#{{.}}">{{key}}</a>{{/anchor}}{{^anchor}}{{key}}{{/anchor}}</th>
    <td data-label="Word diff">{{#diff}}{{> partials/diff}}{{/diff}}{{^diff}}{{text}}{{/diff}}</td>
    <td data-label="Accept">{{#accept}}<code>{{.}}</code>{{/accept}}{{^accept}}with the file{{/accept}}</td>
    </tr>
    {{/clauses}}
    </tbody>
    </table>
    </div>
    {{/hasClauseChanges}}
    {{#hasTableChanges}}
    <h3>Table headers</h3>
    <ul class="changes-list">
    {{#tables}}
    <li><strong>{{section}}</strong> (line {{line}}): {{#diff}}{{> partials/diff}}{{/diff}}</li>
    {{/tables}}
    </ul>
    {{/hasTableChanges}}
    {{#hasProseChanges}}
    <h3>Prose</h3>
    <ul class="changes-list">
    {{#prose}}
    <li>{{#status}}{{> partials/status}}{{/status}} <strong>{{section}}</strong>: {{#diff}}{{> partials/diff}}{{/diff}}{{^diff}}{{text}}{{/diff}}</li>
    {{/prose}}
    </ul>
    {{/hasProseChanges}}
    {{/review}}
    {{^review}}
    <p class="not-configured">No reviewed baseline, so no change to this contract can be seen. Once its text is reviewed, record it with <code>{{contract.acceptCommand}}</code> (it writes <code>NAME.reviewed.md</code> beside the contract){{#contract.strict}}; until then <code>--strict</code> fails on it{{/contract.strict}}.</p>
    {{/review}}
    </section>

    """##,
    "partials/source.html": #"""
    {{#source}}{{#href}}<a href="{{.}}"{{#title}} title="{{.}}"{{/title}}>{{text}}</a>{{/href}}{{^href}}{{#title}}<code title="{{.}}">{{text}}</code>{{/title}}{{^title}}{{text}}{{/title}}{{/href}}{{/source}}{{#check}}<span class="check">check <code title="{{full}}">{{short}}</code></span>{{/check}}{{#duration}}<span class="duration">{{.}}</span>{{/duration}}
    """#,
    "partials/status.html": #"""
    <span class="status status-{{name}}"><span aria-hidden="true">{{symbol}}</span> {{label}}</span>
    """#,
    "partials/tier-legend.html": #"""
    <dl class="tier-legend">
    {{#legend}}
    <div><dt>{{name}}</dt><dd>{{meaning}}</dd></div>
    {{/legend}}
    </dl>

    """#,
    "rtl.html": ##"""
    {{> partials/header}}
    <header class="page-header">
    <p class="breadcrumb"><a href="{{page.root}}index.html">{{page.siteTitle}}</a> <span aria-hidden="true">›</span> RTL review</p>
    <h1>RTL review</h1>
    {{#rtl}}
    <dl class="meta">
    <div><dt>Build under review</dt><dd>{{#build}}<code>{{.}}</code>{{/build}}{{^build}}not recorded{{/build}}</dd></div>
    <div><dt>Contract last changed</dt><dd>{{#contractChanged}}{{.}}{{/contractChanged}}{{^contractChanged}}unknown{{/contractChanged}}</dd></div>
    <div><dt>Review record</dt><dd>{{#recordFile}}<code>{{.}}</code>{{/recordFile}}{{^recordFile}}none{{/recordFile}}</dd></div>
    </dl>
    {{/rtl}}
    <p class="lede">RTL metadata alone never makes a locale supported: every area must pass on the build under review, the executed clauses must pass and the dictionary must be clean.</p>
    </header>

    <section class="panel" aria-labelledby="overall-title">
    <h2 id="overall-title">Overall status per locale</h2>
    {{#hasLocales}}
    <ul class="status-list">
    {{#locales}}
    <li>{{#status}}{{> partials/status}}{{/status}} <a href="#{{anchor}}"><bdi>{{name}}</bdi> <code>{{locale}}</code></a>{{#hasReasons}}: {{#reasons}}<span class="reason">{{.}}</span>{{/reasons}}{{/hasReasons}}</li>
    {{/locales}}
    </ul>
    {{/hasLocales}}
    {{^hasLocales}}
    <p class="not-configured">The language list has no right-to-left locale.</p>
    {{/hasLocales}}
    </section>

    {{#hasLocales}}
    <section class="panel" aria-labelledby="matrix-title">
    <h2 id="matrix-title">Locale × area</h2>
    <div class="table-wrap matrix-wrap">
    <table class="rtl-matrix">
    <caption>Review status of each area, with the build and date it was reviewed on</caption>
    <thead><tr><th scope="col">Locale</th>{{#areas}}<th scope="col">{{name}}</th>{{/areas}}</tr></thead>
    <tbody>
    {{#locales}}
    <tr><th scope="row" data-label="Locale"><a href="#{{anchor}}"><bdi>{{name}}</bdi></a> <code>{{locale}}</code></th>{{#areas}}<td class="row-{{status.name}}">{{#status}}{{> partials/status}}{{/status}}{{#build}}<span class="note">build <code>{{.}}</code>{{#otherBuild}} (not the build under review){{/otherBuild}}</span>{{/build}}{{#date}}<span class="note"><time datetime="{{.}}">{{.}}</time></span>{{/date}}</td>{{/areas}}</tr>
    {{/locales}}
    </tbody>
    </table>
    </div>
    <dl class="legend-inline">
    <div><dt>Area statuses</dt><dd>{{#statusLegend}}{{> partials/status}} {{/statusLegend}}</dd></div>
    <div><dt>Overall</dt><dd>{{#overallLegend}}{{> partials/status}} {{/overallLegend}}</dd></div>
    </dl>
    </section>
    {{/hasLocales}}

    {{#locales}}
    <section id="{{anchor}}" class="panel" aria-labelledby="{{anchor}}-title">
    <h2 id="{{anchor}}-title"><bdi>{{name}}</bdi> <code>{{locale}}</code></h2>
    <p class="overall">{{#status}}{{> partials/status}}{{/status}}{{#lastReviewed}} <span class="overall-detail">last reviewed {{.}}</span>{{/lastReviewed}}</p>
    {{#hasReasons}}
    <h3>Why</h3>
    <ul>
    {{#reasons}}
    <li>{{.}}</li>
    {{/reasons}}
    </ul>
    {{/hasReasons}}
    <div class="table-wrap">
    <table class="rtl-areas">
    <caption>Areas as recorded</caption>
    <thead><tr><th scope="col">Area</th><th scope="col">Status</th><th scope="col">Build</th><th scope="col">Date</th><th scope="col">Notes</th></tr></thead>
    <tbody>
    {{#areas}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Area">{{area}}<span class="note">{{scope}}</span></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Build">{{#build}}<code>{{.}}</code>{{#otherBuild}}<span class="note">not the build under review</span>{{/otherBuild}}{{/build}}{{^build}}–{{/build}}</td><td data-label="Date">{{#date}}{{.}}{{/date}}{{^date}}–{{/date}}</td><td data-label="Notes">{{#notes}}{{.}}{{/notes}}{{^notes}}–{{/notes}}</td></tr>
    {{/areas}}
    </tbody>
    </table>
    </div>
    <h3>Evidence from the executed clauses</h3>
    {{#hasEvidence}}
    <ul class="status-list">
    {{#evidence}}
    <li>{{#status}}{{> partials/status}}{{/status}} {{#clause}}{{#href}}<a href="{{.}}">{{key}}</a>{{/href}}{{^href}}{{key}}{{/href}} <code>{{id}}</code>{{/clause}}</li>
    {{/evidence}}
    </ul>
    {{/hasEvidence}}
    {{^hasEvidence}}
    <p class="none">No clause about RTL was executed.</p>
    {{/hasEvidence}}
    <h3>Dictionary values with bidi embeddings or overrides</h3>
    {{#bidi}}{{> partials/keys}}{{/bidi}}
    <h3>Dictionary values with an unisolated placeholder at an edge</h3>
    {{#edges}}{{> partials/keys}}{{/edges}}
    </section>
    {{/locales}}

    <section class="panel" aria-labelledby="metadata-title">
    <h2 id="metadata-title">Language metadata</h2>
    {{#hasMetadata}}
    <ul class="status-list">
    {{#metadata}}
    <li><span class="status status-failed"><span aria-hidden="true">✗</span> Finding</span> {{.}}</li>
    {{/metadata}}
    </ul>
    {{/hasMetadata}}
    {{^hasMetadata}}
    <p class="none">Every <code>rtl</code> flag agrees with the language's script.</p>
    {{/hasMetadata}}
    {{#hasDiagnostics}}
    <h3>Review record problems</h3>
    <ul class="lint">
    {{#diagnostics}}
    <li><code>{{file}}:{{line}}:{{column}}</code> {{message}} <code>[{{rule}}]</code></li>
    {{/diagnostics}}
    </ul>
    {{/hasDiagnostics}}
    </section>
    {{> partials/footer}}

    """##,
    "signoff.html": #"""
    {{> partials/header}}
    <article class="signoff-document">
    <header class="page-header">
    <p class="breadcrumb"><a href="{{page.root}}index.html">{{page.siteTitle}}</a> <span aria-hidden="true">›</span> Sign-off</p>
    <h1>Release sign-off: {{page.siteTitle}}</h1>
    {{#signoff}}
    <p class="overall">{{#status}}{{> partials/status}}{{/status}}</p>
    {{#recordFile}}
    <p class="overall-detail">Sign-off record: <code>{{.}}</code></p>
    {{/recordFile}}
    {{/signoff}}
    <p class="overall-detail">Generated by {{page.generator}}.</p>
    {{#document}}
    <dl class="meta document-meta">
    <div><dt>Release</dt><dd>{{#release}}{{.}}{{/release}}{{^release}}not set (settings <code>release</code> or <code>--release</code>){{/release}}</dd></div>
    <div><dt>Date</dt><dd>{{#date}}<time datetime="{{.}}">{{.}}</time>{{/date}}{{^date}}not recorded (build with <code>--timestamp</code>){{/date}}</dd></div>
    <div><dt>Commit</dt><dd>{{#commit}}<code title="{{.}}">{{commitShort}}</code><span class="print-only"> ({{.}})</span>{{/commit}}{{^commit}}not a git checkout{{/commit}}</dd></div>
    </dl>
    {{/document}}
    </header>

    {{#document}}
    <section class="panel" aria-labelledby="fingerprints-title">
    <h2 id="fingerprints-title">What is signed</h2>
    <div class="table-wrap">
    <table class="fingerprints">
    <caption>Each contract and the SHA-256 fingerprint of its clauses at this commit</caption>
    <thead><tr><th scope="col">Contract</th><th scope="col">File</th><th scope="col">Fingerprint</th></tr></thead>
    <tbody>
    {{#contracts}}
    <tr><th scope="row">{{title}}<td><code>{{file}}</code><td><code class="fingerprint">{{fingerprint}}</code>
    {{/contracts}}
    </tbody>
    </table>
    </div>
    </section>
    {{/document}}

    <section class="panel" aria-labelledby="readiness-title">
    <h2 id="readiness-title">Readiness</h2>
    {{#signoff}}
    <div class="table-wrap">
    <table class="readiness">
    <caption>Every condition of release readiness</caption>
    <thead><tr><th scope="col">Check</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead>
    <tbody>
    {{#checks}}
    <tr class="row row-{{status.name}}"><th scope="row">{{name}}<td>{{#status}}{{> partials/status}}{{/status}}<td>{{detail}}
    {{/checks}}
    </tbody>
    </table>
    </div>
    {{/signoff}}
    {{^signoff}}
    <p class="not-configured">No sign-off record (<code>signoff.md</code>) or language list: readiness is the gates below.</p>
    {{/signoff}}
    </section>

    <section class="panel" aria-labelledby="gates-title">
    <h2 id="gates-title">Gates</h2>
    <div class="table-wrap">
    <table class="gates">
    <caption>Gates of this run</caption>
    <thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead>
    <tbody>
    {{#gates}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Gate"><code>{{name}}</code></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Detail">{{detail}}</td></tr>
    {{/gates}}
    </tbody>
    </table>
    </div>
    </section>

    <section class="panel" aria-labelledby="changes-title">
    <h2 id="changes-title">Clauses changed since review</h2>
    {{#hasChanges}}
    <div class="table-wrap">
    <table class="changes">
    <caption>Clauses that differ from their reviewed baseline ({{reviewedCount}} reviewed contract(s))</caption>
    <thead><tr><th scope="col">Clause</th><th scope="col">Change</th><th scope="col">Word diff</th></tr></thead>
    <tbody>
    {{#changes}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Clause">{{contract}} › {{section}} › {{#href}}<a href="{{.}}">{{key}}</a>{{/href}}{{^href}}{{key}}{{/href}}</th><td data-label="Change">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Word diff">{{#diff}}{{> partials/diff}}{{/diff}}{{^diff}}{{text}}{{/diff}}</td></tr>
    {{/changes}}
    </tbody>
    </table>
    </div>
    {{/hasChanges}}
    {{^hasChanges}}
    <p class="none">No clause differs from its reviewed baseline ({{reviewedCount}} reviewed contract(s)).</p>
    {{/hasChanges}}
    {{#hasUnreviewed}}
    <p>Without a reviewed baseline: {{#unreviewed}}<span class="reason">{{.}}</span>{{/unreviewed}}</p>
    {{/hasUnreviewed}}
    </section>

    <section class="panel" aria-labelledby="records-title">
    <h2 id="records-title">Sign-off records</h2>
    {{#signoff}}
    {{#hasEntries}}
    <div class="table-wrap">
    <table class="signoffs">
    <caption>Recorded sign-offs against the current contract fingerprints</caption>
    <thead><tr><th scope="col">Release</th><th scope="col">Contract</th><th scope="col">Role</th><th scope="col">Decision</th><th scope="col">Date</th><th scope="col">Validity</th><th scope="col">Notes</th></tr></thead>
    <tbody>
    {{#entries}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Release">{{release}}</th><td data-label="Contract">{{contract}}<span class="note">fingerprint <code title="{{fingerprint}}">{{fingerprintShort}}</code>, line {{line}}</span></td><td data-label="Role">{{role}}</td><td data-label="Decision">{{decision}}</td><td data-label="Date">{{#date}}{{.}}{{/date}}{{^date}}–{{/date}}</td><td data-label="Validity">{{#status}}{{> partials/status}}{{/status}}<span class="note">{{explanation}}</span></td><td data-label="Notes">{{#notes}}{{.}}{{/notes}}{{^notes}}–{{/notes}}</td></tr>
    {{/entries}}
    </tbody>
    </table>
    </div>
    {{/hasEntries}}
    {{^hasEntries}}
    <p class="none">No sign-off is recorded yet.</p>
    {{/hasEntries}}
    {{#hasDiagnostics}}
    <h3>Record problems</h3>
    <ul class="lint">
    {{#diagnostics}}
    <li><code>{{file}}:{{line}}:{{column}}</code> {{message}} <code>[{{rule}}]</code></li>
    {{/diagnostics}}
    </ul>
    {{/hasDiagnostics}}
    {{/signoff}}
    {{^signoff}}
    <p class="not-configured">No sign-off record.</p>
    {{/signoff}}
    </section>

    {{#mutation}}
    <section id="mutation" class="panel" aria-labelledby="mutation-title">
    <h2 id="mutation-title">Mutation score</h2>
    <p class="overall">{{#status}}{{> partials/status}}{{/status}} <span class="overall-detail">{{summary}}</span></p>
    <p>Each deliberate defect of <code>{{contract}}</code> was switched on and the whole contract run against it; a defect no clause catches survived.</p>
    {{#hasDefects}}
    <div class="table-wrap">
    <table class="mutation">
    <caption>{{caught}} of {{total}} defects caught ({{percent}} %, target {{target}} %)<span class="print-only"> (the catching clauses are listed by id on the web page)</span></caption>
    <thead><tr><th scope="col">Defect</th><th scope="col">Status</th><th scope="col">Caught by</th></tr></thead>
    <tbody>
    {{#defects}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Defect"><code>{{name}}</code></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Caught by"><span class="caught-count">{{caughtCount}} clause(s)</span> {{#clauses}}<span class="clause-ref">{{#href}}<a href="{{.}}"><code>{{id}}</code></a>{{/href}}{{^href}}<code>{{id}}</code>{{/href}}</span> {{/clauses}}{{#equivalentBecause}}<span class="note">equivalent: {{.}}</span>{{/equivalentBecause}}</td></tr>
    {{/defects}}
    </tbody>
    </table>
    </div>
    {{/hasDefects}}
    {{^hasDefects}}
    <p class="none">No defect was measured.</p>
    {{/hasDefects}}
    </section>
    {{/mutation}}
    {{#sourceMutation}}
    <section id="source-mutation" class="panel" aria-labelledby="source-mutation-title">
    <h2 id="source-mutation-title">Source mutants</h2>
    <p>Defects edited into the provider's own code by <code>scripts/mutants/run.sh</code> (not fault switches), each built and run against the contracts; a mutant is caught when a clause that passed without it fails. Last run {{date}} at commit <code>{{commit}}</code>: {{summary}}.</p>
    <div class="table-wrap">
    <table class="mutation">
    <caption>{{caught}} of {{total}} non-equivalent source mutants caught ({{percent}} %)</caption>
    <thead><tr><th scope="col">Mutant</th><th scope="col">Status</th><th scope="col">Caught by</th></tr></thead>
    <tbody>
    {{#mutants}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Mutant"><code>{{name}}</code> <span class="note">{{description}}</span></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Caught by"><span class="caught-count">{{caughtCount}} clause(s)</span> {{#clauses}}<span class="clause-ref">{{#href}}<a href="{{.}}"><code>{{id}}</code></a>{{/href}}{{^href}}<code>{{id}}</code>{{/href}}</span> {{/clauses}}</td></tr>
    {{/mutants}}
    </tbody>
    </table>
    </div>
    </section>
    {{/sourceMutation}}
    {{#document}}
    <section class="panel signature-block" aria-labelledby="signatures-title">
    <h2 id="signatures-title">Signatures</h2>
    <p>By signing, each person approves the release{{#release}} {{.}}{{/release}} as described above: the contracts at the fingerprints listed, at commit {{#commit}}<code>{{commitShort}}</code>{{/commit}}{{^commit}}(none recorded){{/commit}}.</p>
    <div class="table-wrap">
    <table class="signatures">
    <caption>Signature block</caption>
    <thead><tr><th scope="col">Role</th><th scope="col">Name</th><th scope="col">Decision</th><th scope="col">Date</th><th scope="col">Signature</th></tr></thead>
    <tbody>
    {{#signatures}}
    <tr><th scope="row" data-label="Role">{{#role}}{{.}}{{/role}}</th><td data-label="Name">{{#name}}{{.}}{{/name}}</td><td data-label="Decision"><span class="blank">approved / with conditions / rejected</span></td><td data-label="Date"></td><td data-label="Signature" class="signature"></td></tr>
    {{/signatures}}
    </tbody>
    </table>
    </div>
    </section>
    {{/document}}
    </article>
    {{> partials/footer}}

    """#,
    "sitemap.xml": #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
    {{#urls}}
    <url><loc>{{loc}}</loc></url>
    {{/urls}}
    </urlset>

    """#,
    "style.css": #"""
    /* contract-report site stylesheet: one file, no fonts or images fetched, no JavaScript.
       Colours are custom properties; tests check every text/background pair below for WCAG AA
       (4.5:1) in both schemes. Status is never colour alone: every status has a word and a symbol. */

    :root {
      --bg: #ffffff;
      --fg: #1f2328;
      --muted: #57606a;
      --surface: #f6f8fa;
      --border: #d0d7de;
      --link: #0550ae;
      --focus: #0969da;
      --passed-fg: #116329;
      --passed-bg: #e6f6ea;
      --failed-fg: #a40e26;
      --failed-bg: #ffebe9;
      --error-fg: #7a4a00;
      --error-bg: #fff5d1;
      --unbound-fg: #57606a;
      --unbound-bg: #f3f4f6;
      --changed-fg: #6f32c4;
      --changed-bg: #f5eefe;
      --del-fg: #82071e;
      --del-bg: #ffd7d5;
      --ins-fg: #0f5323;
      --ins-bg: #ccf2d6;
      --bar-track: #d0d7de;
    }

    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117;
        --fg: #e6edf3;
        --muted: #9da7b3;
        --surface: #161b22;
        --border: #3d444d;
        --link: #58a6ff;
        --focus: #58a6ff;
        --passed-fg: #56d364;
        --passed-bg: #10261a;
        --failed-fg: #ff8e86;
        --failed-bg: #2d1215;
        --error-fg: #e3b341;
        --error-bg: #2a2111;
        --unbound-fg: #a8b1bb;
        --unbound-bg: #1b2028;
        --changed-fg: #d2a8ff;
        --changed-bg: #241a35;
        --del-fg: #ffb4ae;
        --del-bg: #4a1619;
        --ins-fg: #8ee89d;
        --ins-bg: #123a1f;
        --bar-track: #3d444d;
      }
    }

    *, *::before, *::after { box-sizing: border-box; }

    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

    body {
      margin: 0;
      background: var(--bg);
      color: var(--fg);
      font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
    }

    main { max-width: 78rem; margin: 0 auto; padding: 0 1rem 3rem; }

    a { color: var(--link); }
    a:focus-visible, :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }

    code, kbd, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.9em; }
    pre { overflow-x: auto; background: var(--surface); padding: 0.75rem; border-radius: 6px; }

    [hidden] { display: none !important; }

    /* Trend (build --history): the numbers are in the table beside the chart. */
    .trend { display: inline-block; vertical-align: middle; max-width: 100%; height: auto; }
    .trend-line { stroke: var(--link); stroke-width: 2; }
    .trend-dot { fill: var(--link); }
    .trend-axis { stroke: var(--border); stroke-width: 1; }
    .sparkline { display: inline-block; vertical-align: middle; }

    /* Filters (added by the page's script; absent without JavaScript). */
    .filters { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 1rem; margin: 0.5rem 0 1rem; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 8px; background: var(--surface); }
    .filters input[type="search"] { font: inherit; padding: 0.2rem 0.4rem; min-width: 0; max-width: 100%; }
    .filters fieldset { display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; border: 0; margin: 0; padding: 0; }
    .filters legend { float: left; margin-right: 0.5rem; font-weight: 600; }
    .filter-count { margin: 0; color: var(--muted); font-size: 0.9rem; }

    .skip-link { position: absolute; left: -999px; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
    .skip-link:focus { left: 0.5rem; }

    .site-header { border-bottom: 1px solid var(--border); background: var(--surface); }
    .site-header nav { max-width: 78rem; margin: 0 auto; padding: 0.6rem 1rem; }
    .site-header nav { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.4rem 1.5rem; }
    .site-title { font-weight: 600; text-decoration: none; color: var(--fg); }
    .site-nav { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; }
    .site-nav a[aria-current="page"] { font-weight: 700; text-decoration: none; border-bottom: 3px solid currentColor; }
    .site-footer { max-width: 78rem; margin: 0 auto; padding: 1rem; color: var(--muted); font-size: 0.875rem; border-top: 1px solid var(--border); }

    .page-header { padding: 1.25rem 0 0.5rem; }
    .page-header h1 { margin: 0.25rem 0 0.5rem; font-size: 1.9rem; line-height: 1.2; }
    .breadcrumb { margin: 0; color: var(--muted); font-size: 0.9rem; }
    .lede { color: var(--muted); margin: 0 0 0.75rem; }

    .panel { border: 1px solid var(--border); border-radius: 8px; padding: 0.25rem 1rem 1rem; margin: 1.25rem 0; background: var(--bg); }
    .panel > h2 { font-size: 1.2rem; }
    .not-configured { color: var(--muted); font-style: italic; }

    /* Status chips: symbol + word, colour repeats them. */
    .status { display: inline-flex; align-items: baseline; gap: 0.3em; padding: 0.05em 0.5em; border-radius: 999px; border: 1px solid currentColor; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
    .status > span { font-weight: 700; }
    .status-passed, .status-verified { color: var(--passed-fg); background: var(--passed-bg); }
    .status-failed { color: var(--failed-fg); background: var(--failed-bg); }
    .status-error { color: var(--error-fg); background: var(--error-bg); }
    .status-unbound, .status-skipped, .status-orphaned, .status-unchanged, .status-not-checked { color: var(--unbound-fg); background: var(--unbound-bg); border-style: dashed; }
    .status-changed, .status-added, .status-removed, .status-renamed { color: var(--changed-fg); background: var(--changed-bg); }

    .overall { font-size: 1.05rem; margin: 0.5rem 0; }
    .overall .status { font-size: 1rem; }
    .overall-detail { color: var(--muted); }

    .counts { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; }
    .count { white-space: nowrap; }
    .count-passed { color: var(--passed-fg); }
    .count-failed { color: var(--failed-fg); }
    .count-error { color: var(--error-fg); }
    .count-unbound, .count-orphaned, .count-skipped { color: var(--unbound-fg); }

    .meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0.75rem 0; }
    .meta div { display: flex; gap: 0.4rem; }
    .meta dt { color: var(--muted); }
    .meta dt::after { content: ":"; }
    .meta dd { margin: 0; overflow-wrap: anywhere; }

    .toc ol { margin: 0; padding-left: 1.4rem; }
    .toc li { margin: 0.2rem 0; }
    .toc-title { margin: 0.75rem 0 0.5rem; }
    .toc-counts { color: var(--muted); font-size: 0.85rem; }
    .toc-failed { color: var(--failed-fg); font-weight: 600; }

    .legend dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 0.5rem 1.5rem; margin: 0; }
    .legend dd { margin: 0.2rem 0 0; font-size: 0.9rem; }

    /* Tables */
    .table-wrap { overflow-x: auto; margin: 1rem 0; }
    table { border-collapse: collapse; width: 100%; font-size: 0.93rem; }
    caption { text-align: left; font-weight: 600; padding: 0.4rem 0; caption-side: top; }
    .caption-summary { font-weight: 400; color: var(--muted); }
    th, td { border: 1px solid var(--border); padding: 0.45rem 0.6rem; vertical-align: top; text-align: left; }
    thead th { background: var(--surface); }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    .overview td:nth-child(n+3), .inputs td:nth-child(3) { text-align: right; font-variant-numeric: tabular-nums; }
    .align-left { text-align: left; }
    .align-center { text-align: center; }
    .align-right { text-align: right; }

    /* Annotated clause rows: a status column, a tinted row and a thick left rule whose style
       (solid, double, dashed) also differs per status. */
    tr.row > :first-child { border-left-width: 5px; }
    .row-passed { background: var(--passed-bg); }
    tr.row-passed > :first-child { border-left-color: var(--passed-fg); }
    .row-failed { background: var(--failed-bg); }
    tr.row-failed > :first-child { border-left: 5px double var(--failed-fg); }
    .row-error { background: var(--error-bg); }
    tr.row-error > :first-child { border-left-color: var(--error-fg); }
    .row-unbound, .row-skipped, .row-orphaned { background: var(--unbound-bg); }
    tr.row-unbound > :first-child, tr.row-skipped > :first-child { border-left: 5px dashed var(--unbound-fg); }
    tr.row-changed > :first-child { box-shadow: inset -4px 0 0 var(--changed-fg); }
    .overview tr.row-changed { background: var(--changed-bg); }
    .overview tr.row-changed > :first-child { border-left: 5px dotted var(--changed-fg); }
    .detail-row td { border-top: 0; font-size: 0.9rem; }
    /* A clause row or item starts with its verdict in words; the symbol before the word comes
       from the row's class, so each of the thousands of rows carries only the word. */
    .clauses .row > :first-child { white-space: nowrap; }
    .clauses .row > :first-child, .clause-list .item > :first-child { font-weight: 600; font-size: 0.85rem; }
    .clauses .row > :first-child .status { display: inline-flex; margin: 0.1rem 0; }
    .clauses .row > :first-child::before, .clause-list .item > :first-child::before { font-weight: 700; margin-right: 0.3em; }
    .clauses .row-passed > :first-child, .clause-list .row-passed > :first-child { color: var(--passed-fg); }
    .clauses .row-failed > :first-child, .clause-list .row-failed > :first-child { color: var(--failed-fg); }
    .clauses .row-error > :first-child, .clause-list .row-error > :first-child { color: var(--error-fg); }
    .clauses .row-passed > :first-child::before, .clause-list .row-passed > :first-child::before { content: "✓"; }
    .clauses .row-failed > :first-child::before, .clause-list .row-failed > :first-child::before { content: "✗"; }
    .clauses .row-error > :first-child::before, .clause-list .row-error > :first-child::before { content: "!"; }
    .clauses .row-unbound > :first-child::before, .clause-list .row-unbound > :first-child::before { content: "○"; }
    .clauses .row-orphaned > :first-child::before, .clause-list .row-orphaned > :first-child::before { content: "⊘"; }
    .clauses .row-skipped > :first-child::before, .clause-list .row-skipped > :first-child::before { content: "»"; }
    .cell-text { display: block; }
    .mark { display: inline-block; margin-top: 0.25rem; font-size: 0.78rem; font-weight: 600; padding: 0 0.4em; border-radius: 4px; border: 1px solid currentColor; }
    .mark-verified { color: var(--passed-fg); background: var(--passed-bg); }
    .mark-failed { color: var(--failed-fg); background: var(--failed-bg); }
    .mark-not-checked { color: var(--unbound-fg); background: var(--unbound-bg); border-style: dashed; }
    /* Expected and observed side by side, as two values: neither is marked wrong. */
    .expected-observed { display: inline-grid; grid-template-columns: repeat(2, minmax(0, auto)); gap: 0.2rem 0.5rem; margin-top: 0.3rem; font-size: 0.85rem; vertical-align: top; }
    .expected, .observed { display: flex; flex-direction: column; padding: 0.1rem 0.4rem; border: 1px solid var(--border); border-radius: 4px; background: var(--bg); min-width: 0; overflow-wrap: anywhere; }
    .eo-label { font-size: 0.75rem; font-weight: 600; color: var(--muted); }
    .observed { border-style: dashed; }
    .duration { display: block; color: var(--muted); font-size: 0.8rem; font-variant-numeric: tabular-nums; }
    .note { display: block; color: var(--muted); font-size: 0.8rem; }
    .check { display: block; color: var(--muted); font-size: 0.8rem; }
    .clauses .row > :last-child { font-size: 0.8rem; white-space: nowrap; }
    .clauses .row > :last-child .check code { white-space: normal; overflow-wrap: anywhere; }
    .message { margin: 0.25rem 0; }
    .aspects { margin: 0.25rem 0; padding-left: 1.2rem; }

    del { color: var(--del-fg); background: var(--del-bg); text-decoration: line-through; }
    ins { color: var(--ins-fg); background: var(--ins-bg); text-decoration: underline; }
    .diff { margin: 0.25rem 0; }
    .diff-label { font-weight: 600; color: var(--changed-fg); }

    /* Clause lists */
    .clause-list { list-style: none; padding: 0; }
    .clause-list .item { border: 1px solid var(--border); border-left-width: 5px; border-radius: 6px; padding: 0.5rem 0.75rem; margin: 0.5rem 0; display: grid; grid-template-columns: 12rem 1fr auto; gap: 0.25rem 0.75rem; align-items: baseline; }
    .clause-list .item.row-passed { border-left-color: var(--passed-fg); }
    .clause-list .item.row-failed { border-left: 5px double var(--failed-fg); }
    .clause-list .item.row-error { border-left-color: var(--error-fg); }
    .clause-list .item.row-unbound, .clause-list .item.row-skipped { border-left: 5px dashed var(--unbound-fg); }
    .clause-list .item.row-changed { box-shadow: inset -4px 0 0 var(--changed-fg); }
    .clause-list .item > div > p:first-child { margin-top: 0; }
    .clause-list .item > div > p:last-child { margin-bottom: 0; }
    .clause-list .item > :nth-child(3) { font-size: 0.8rem; }
    .item .detail { grid-column: 1 / -1; font-size: 0.9rem; }

    .changes-list li { margin: 0.3rem 0; }
    .hints { margin: 0.3rem 0 0.3rem 1.2rem; font-size: 0.9em; }
    .severity { font-size: 0.85em; font-weight: 600; }
    .status-list { list-style: none; padding: 0; }
    .status-list li { margin: 0.3rem 0; }
    .lint { padding-left: 1.2rem; }

    /* Coverage bars (data-driven; the number is always printed beside the bar). */
    .bar { position: relative; display: inline-block; width: 8rem; height: 0.7rem; background: var(--bar-track); border-radius: 999px; vertical-align: middle; overflow: hidden; }
    .bar-fill { position: absolute; left: 0; top: 0; bottom: 0; border-radius: 999px; }
    .bar-passed { background: var(--passed-fg); }
    .bar-failed { background: var(--failed-fg); }
    .bar-gate { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--fg); }

    .contract-body h2, .contract-body h3 { margin-top: 2rem; }

    /* Coverage, RTL and sign-off pages */
    .tag { display: inline-block; font-size: 0.75rem; font-weight: 600; padding: 0 0.4em; border: 1px solid var(--border); border-radius: 4px; color: var(--muted); }
    .none { color: var(--muted); }
    .bar-value { font-variant-numeric: tabular-nums; }
    details.keys { margin: 0.25rem 0 0.75rem; }
    details.keys summary { cursor: pointer; }
    .key-list { columns: 18rem auto; padding-left: 1.2rem; margin: 0.4rem 0; }
    .key-list li { break-inside: avoid; overflow-wrap: anywhere; }
    .locations { list-style: none; padding: 0; margin: 0; }
    .locations li { overflow-wrap: anywhere; }
    .reason { display: inline; }
    .reason + .reason::before { content: "; "; }
    .clause-ref { display: inline-block; margin: 0.1rem 0.3rem 0.1rem 0; }
    .legend-inline { display: grid; gap: 0.4rem; margin: 0.5rem 0 0; }
    .legend-inline dt { font-weight: 600; }
    .legend-inline dd { margin: 0.2rem 0 0; display: flex; flex-wrap: wrap; gap: 0.3rem; }
    .caught-count { white-space: nowrap; color: var(--muted); }
    .print-only { display: none; }
    .fingerprint { overflow-wrap: anywhere; font-size: 0.85em; }
    .signatures td, .signatures th { height: 2.2rem; }
    .signatures .signature { min-width: 12rem; }
    .blank { color: var(--muted); font-size: 0.8rem; }
    .pager { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0.5rem 0; }

    /* Tiers: the coverage page's legend, and the key pages (a row per key, end tags left out). */
    .tier-legend { display: flex; flex-wrap: wrap; gap: 0.4rem 1.5rem; margin: 0.5rem 0; }
    .tier-legend div { display: flex; gap: 0.4rem; align-items: baseline; }
    .tier-legend dt { font-weight: 600; }
    .tier-legend dt::after { content: ":"; }
    .tier-legend dd { margin: 0; font-size: 0.9rem; }
    table.keys { font-size: 0.85rem; }
    table.keys tbody th, table.keys td:last-child, .todo-keys { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    table.keys td:nth-child(2) { text-align: right; font-variant-numeric: tabular-nums; }
    table.keys td:last-child { white-space: pre-line; }
    .todo-keys { columns: 22rem auto; margin: 0.4rem 0 1rem; font-size: 0.85rem; white-space: pre-line; }
    .todo-keys .note { display: inline; white-space: normal; }
    table.rtl-matrix td .status { white-space: normal; }

    /* Phones: tables (but the RTL matrix) become cards, each cell labelled with its column. */
    @media (max-width: 40rem) {
      body { font-size: 15px; }
      main { padding: 0 0.6rem 2rem; }
      .page-header h1 { font-size: 1.5rem; }
      table:not(.rtl-matrix), table:not(.rtl-matrix) tbody, table:not(.rtl-matrix) tr, table:not(.rtl-matrix) th, table:not(.rtl-matrix) td { display: block; width: 100%; box-sizing: border-box; }
      table:not(.rtl-matrix) thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      table:not(.rtl-matrix) tr { margin: 0 0 0.75rem; border: 1px solid var(--border); border-left-width: 5px; border-radius: 6px; }
      table:not(.rtl-matrix) th, table:not(.rtl-matrix) td { border: 0; border-top: 1px solid var(--border); overflow-wrap: anywhere; }
      table:not(.rtl-matrix) caption { display: block; width: 100%; }
      table.clauses th, table:not(.rtl-matrix) td { text-align: left; }
      table:not(.rtl-matrix) [data-label]::before { content: attr(data-label); }
      /* The long tables (a row per contract, input or readiness check) carry no label per cell. */
      .overview td:nth-child(n+3), .inputs td:nth-child(3) { text-align: left; }
      .overview td:nth-child(2)::before { content: "Status"; }
      .overview td:nth-child(3)::before { content: "Passed"; }
      .overview td:nth-child(4)::before { content: "Failed"; }
      .overview td:nth-child(5)::before { content: "Errored"; }
      .overview td:nth-child(6)::before { content: "Unbound"; }
      .overview td:nth-child(7)::before { content: "Orphaned"; }
      .overview td:nth-child(8)::before { content: "Skipped"; }
      .overview td:nth-child(9)::before { content: "Changed since review"; }
      .inputs td:nth-child(2)::before { content: "Kind"; }
      .inputs td:nth-child(3)::before { content: "Bytes"; }
      .inputs td:nth-child(4)::before { content: "SHA-256"; }
      .fingerprints td:nth-child(2)::before { content: "File"; }
      .fingerprints td:nth-child(3)::before { content: "Fingerprint"; }
      .readiness td:nth-child(2)::before { content: "Status"; }
      .readiness td:nth-child(3)::before { content: "Detail"; }
      table.keys td:nth-child(2)::before { content: "Translated"; }
      table.keys td:nth-child(3)::before { content: "Not translated in"; }
      table.keys td:nth-child(4)::before { content: "Source locations"; }
      table:not(.rtl-matrix) [data-label]::before, .clauses .row > :not(:first-child)::before, table.keys td::before, .overview td::before, .inputs td::before, .fingerprints td::before, .readiness td::before { display: block; font-size: 0.75rem; font-weight: 600; color: var(--muted); }
      /* A clause table's own columns are labelled by the page's <style>, from its header row; the
         status cell keeps its symbol and needs no label. */
      .clauses .row > :last-child::before { content: "Source"; }
      .status { white-space: normal; }
      .bar { width: 6rem; }
      tr.row > :first-child { border-left: 0; }
      tr.row-passed { border-left-color: var(--passed-fg); }
      tr.row-failed { border-left: 5px double var(--failed-fg); }
      tr.row-error { border-left-color: var(--error-fg); }
      tr.row-unbound, tr.row-skipped { border-left: 5px dashed var(--unbound-fg); }
      .clause-list .item { grid-template-columns: 1fr; }
      .clauses .row > :first-child, .clauses .row > :last-child { white-space: normal; }
      .expected-observed { display: grid; }
    }

    /* Print: A4, light colours, links spelled out, rows kept whole. */
    @media print {
      @page { size: A4; margin: 14mm 12mm 16mm; }
      :root {
        --bg: #ffffff; --fg: #000000; --muted: #444444; --surface: #f2f2f2; --border: #999999; --link: #000000;
        --passed-fg: #0b4d1f; --passed-bg: #eef8f0; --failed-fg: #8a0b1f; --failed-bg: #fdeceb;
        --error-fg: #5e3900; --error-bg: #fff7dd; --unbound-fg: #444444; --unbound-bg: #f4f4f4;
        --changed-fg: #4c1d95; --changed-bg: #f5eefe; --del-fg: #7a0619; --del-bg: #ffffff; --ins-fg: #0b4d1f; --ins-bg: #ffffff;
      }
      body { font-size: 10pt; line-height: 1.4; -webkit-print-color-adjust: exact; }
      main, .site-footer { max-width: none; padding: 0; }
      .filters, .site-header, .skip-link, .toc, .site-nav, .pager, .breadcrumb { display: none; }
      /* The sign-off page prints as a black-on-white document of one to three A4 pages. */
      .signoff-document, .signoff-document tr.row, .signoff-document .status { color: var(--fg); background: var(--bg); }
      .signoff-document .status { border-color: var(--fg); }
      .signoff-document { font-size: 9pt; line-height: 1.3; }
      .signoff-document table { font-size: 8pt; margin: 0.3rem 0; }
      .signoff-document caption { padding: 0.15rem 0; }
      .signoff-document .status { font-size: 7.5pt; padding: 0 0.3em; }
      .signoff-document .table-wrap { margin: 0.3rem 0; }
      .signoff-document p { margin: 0.3rem 0; }
      .signoff-document .page-header { padding: 0; }
      .signoff-document th, .signoff-document td { padding: 0.1rem 0.3rem; border-color: var(--fg); }
      .signoff-document .panel { margin: 0.6rem 0; }
      .signoff-document h1 { font-size: 16pt; }
      .signoff-document h2 { font-size: 12pt; margin: 0.4rem 0; }
      .site-footer { display: none; }
      .signoff-document .clause-ref { display: none; }
      .signoff-document .print-only { display: inline; }
      .signature-block { break-inside: avoid; page-break-inside: avoid; }
      .signoff-document .signatures td, .signoff-document .signatures th { height: 12mm; }
      .signoff-document .caught-count { color: var(--fg); }
      .panel { border: 0; padding: 0; }
      .table-wrap { overflow: visible; }
      tr, .clause-list .item, .legend div { break-inside: avoid; page-break-inside: avoid; }
      thead { display: table-header-group; }
      h1, h2, h3 { break-after: avoid; page-break-after: avoid; }
      .contract-body a[href^="http"]::after { content: " <" attr(href) ">"; font-size: 0.8em; color: var(--muted); word-break: break-all; }
    }

    """#,
  ]
}
