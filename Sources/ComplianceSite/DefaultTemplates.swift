// Generated from templates/ by Tests/ComplianceSiteTests/DefaultTemplatesSource.swift; do
// not edit. Regenerate with:
//   UPDATE_DEFAULT_TEMPLATES=1 swift test --filter ComplianceSiteTests.DefaultTemplatesTests

/// The built-in copy of the repository's `templates/` directory, used when neither
/// `--templates DIR` nor a `templates/` folder in the current directory exists, so the
/// binary can build a site anywhere.
public enum DefaultTemplates {
  /// Template texts keyed by file path relative to `templates/`.
  public static let files: [String: String] = [
    "contract.html": ##"""
    {{> partials/header}}
    <article class="contract">
    {{#contract}}
    <header class="page-header">
    <p class="breadcrumb"><a href="{{page.root}}index.html">{{page.siteTitle}}</a> <span aria-hidden="true">›</span> Contract</p>
    <h1>{{#titleHTML}}{{{.}}}{{/titleHTML}}{{^titleHTML}}{{title}}{{/titleHTML}}</h1>
    {{#description}}
    <p class="lede">{{.}}</p>
    {{/description}}
    <div class="summary">
    <p class="overall overall-{{status.name}}">{{#status}}{{> partials/status}}{{/status}} <span class="overall-detail">{{counts.summary}}{{#changed}}; {{.}} changed since review{{/changed}}</span></p>
    {{#counts}}
    {{> partials/counts}}
    {{/counts}}
    </div>
    <dl class="meta">
    <div><dt>Source</dt><dd>{{> partials/source}}</dd></div>
    <div><dt>Fingerprint</dt><dd><code title="{{fingerprint}}">{{fingerprintShort}}</code></dd></div>
    {{#publishedURL}}
    <div><dt>Published</dt><dd><a href="{{.}}">{{.}}</a></dd></div>
    {{/publishedURL}}
    <div><dt>Changed since review</dt><dd>{{#changed}}<a href="#changed-since-review">{{.}} clause(s)</a>{{/changed}}{{^changed}}none{{/changed}}</dd></div>
    </dl>
    </header>
    {{/contract}}
    <nav class="toc panel" aria-label="Sections">
    <h2 class="toc-title">Sections</h2>
    <ol>
    {{#navigation}}
    <li><a href="#{{anchor}}">{{heading}}</a>{{#hasClauses}} <span class="toc-status">{{#status}}{{> partials/status}}{{/status}} <span class="toc-counts">{{counts.summary}}</span></span>{{/hasClauses}}</li>
    {{/navigation}}
    </ol>
    </nav>
    {{> partials/legend}}
    <div class="contract-body">
    {{{intro}}}
    {{#sections}}
    <section class="contract-section" aria-labelledby="{{anchor}}">
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
    </section>
    {{/sections}}
    </div>
    {{> partials/review}}
    {{#hasOrphans}}
    <section id="orphaned-checks" class="panel" aria-labelledby="orphans-title">
    <h2 id="orphans-title">Orphaned checks</h2>
    <p>These checks are bound to clauses that are no longer in the text (a row deleted or a heading renamed).</p>
    <ul>
    {{#orphans}}
    <li><span class="status status-orphaned"><span class="symbol" aria-hidden="true">⊘</span> Orphaned</span> <code>{{clauseID}}</code>{{#message}}: {{.}}{{/message}}{{#check}} <span class="check">check: <code>{{.}}</code></span>{{/check}}</li>
    {{/orphans}}
    </ul>
    </section>
    {{/hasOrphans}}
    </article>
    {{> partials/footer}}

    """##,
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
    {{#contracts}}
    <tr class="row row-{{status.name}}">
    <th scope="row" data-label="Contract"><a href="{{href}}">{{title}}</a><br><code class="file">{{file}}</code></th>
    <td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td>
    {{#counts}}
    <td class="num" data-label="Passed">{{passed}}</td>
    <td class="num" data-label="Failed">{{failed}}</td>
    <td class="num" data-label="Errored">{{error}}</td>
    <td class="num" data-label="Unbound">{{unbound}}</td>
    <td class="num" data-label="Orphaned">{{orphaned}}</td>
    <td class="num" data-label="Skipped">{{skipped}}</td>
    {{/counts}}
    <td class="num" data-label="Changed since review">{{#reviewed}}{{changed}}{{/reviewed}}{{^reviewed}}no baseline{{/reviewed}}</td>
    </tr>
    {{/contracts}}
    </tbody>
    </table>
    </div>
    {{/hasContracts}}
    {{^hasContracts}}
    <p class="not-configured">No contract was found.</p>
    {{/hasContracts}}
    </section>

    <section class="panel" aria-labelledby="readiness-title">
    <h2 id="readiness-title">Release readiness</h2>
    <div class="table-wrap">
    <table class="gates">
    <caption>Gates{{#report.strict}} (strict mode){{/report.strict}}</caption>
    <thead><tr><th scope="col">Gate</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead>
    <tbody>
    {{#gates}}
    <tr class="row row-{{status.name}}"><th scope="row" data-label="Gate"><code>{{name}}</code></th><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td><td data-label="Detail">{{detail}}</td></tr>
    {{/gates}}
    </tbody>
    </table>
    </div>
    </section>

    <section class="panel slot" aria-labelledby="coverage-title">
    <h2 id="coverage-title">Translation coverage per locale</h2>
    {{#coverage}}
    <div class="table-wrap">
    <table class="coverage">
    <caption>Share of product keys translated, against each locale's gate</caption>
    <thead><tr><th scope="col">Locale</th><th scope="col">Coverage</th><th scope="col">Gate</th><th scope="col">Status</th></tr></thead>
    <tbody>
    {{#locales}}
    <tr><th scope="row" data-label="Locale">{{name}} <code>{{locale}}</code></th><td data-label="Coverage"><span class="bar" aria-hidden="true"><span class="bar-fill bar-{{status.name}}" style="width: {{width}}%"></span>{{#gate}}<span class="bar-gate" style="left: {{.}}%"></span>{{/gate}}</span> {{percent}} %</td><td data-label="Gate">{{#gate}}{{.}} %{{/gate}}{{^gate}}none{{/gate}}</td><td data-label="Status">{{#status}}{{> partials/status}}{{/status}}</td></tr>
    {{/locales}}
    </tbody>
    </table>
    </div>
    {{/coverage}}
    {{^coverage}}
    <p class="not-configured">Not configured: this report holds no translation coverage yet.</p>
    {{/coverage}}
    </section>

    <section class="panel slot" aria-labelledby="rtl-title">
    <h2 id="rtl-title">RTL review per locale</h2>
    {{#rtl}}
    <ul class="status-list">
    {{#locales}}
    <li>{{#status}}{{> partials/status}}{{/status}} <code>{{locale}}</code>: {{detail}}</li>
    {{/locales}}
    </ul>
    {{/rtl}}
    {{^rtl}}
    <p class="not-configured">Not configured: this report holds no RTL review status yet.</p>
    {{/rtl}}
    </section>

    <section class="panel slot" aria-labelledby="signoff-title">
    <h2 id="signoff-title">Sign-off</h2>
    {{#signOffs}}
    <div class="table-wrap">
    <table class="signoffs">
    <caption>Recorded sign-offs against the current contract fingerprint</caption>
    <thead><tr><th scope="col">Release</th><th scope="col">Role</th><th scope="col">Decision</th><th scope="col">Status</th></tr></thead>
    <tbody>
    {{#entries}}
    <tr><th scope="row" data-label="Release">{{release}}</th><td data-label="Role">{{role}}</td><td data-label="Decision">{{decision}}</td><td data-label="Status">{{#status}}{{> partials/status}}{{/status}} {{detail}}</td></tr>
    {{/entries}}
    </tbody>
    </table>
    </div>
    {{/signOffs}}
    {{^signOffs}}
    <p class="not-configured">Not configured: this report holds no sign-off records yet.</p>
    {{/signOffs}}
    </section>

    <section class="panel" aria-labelledby="run-title">
    <h2 id="run-title">Run</h2>
    <dl class="meta">
    <div><dt>Tool</dt><dd>{{report.toolName}} {{report.toolVersion}} (report schema {{report.schemaVersion}})</dd></div>
    <div><dt>Generated</dt><dd>{{#report.generatedAt}}<time datetime="{{.}}">{{.}}</time>{{/report.generatedAt}}{{^report.generatedAt}}not recorded (build with <code>--timestamp</code>){{/report.generatedAt}}</dd></div>
    <div><dt>Run time</dt><dd>{{#report.duration}}{{.}}{{/report.duration}}{{^report.duration}}not recorded{{/report.duration}}</dd></div>
    <div><dt>Mode</dt><dd>{{#report.strict}}strict: unbound, orphaned and changed clauses fail the run{{/report.strict}}{{^report.strict}}default{{/report.strict}}</dd></div>
    </dl>
    {{#hasInputs}}
    <div class="table-wrap">
    <table class="inputs">
    <caption>Input files and the SHA-256 of their bytes</caption>
    <thead><tr><th scope="col">File</th><th scope="col">Kind</th><th scope="col" class="num">Bytes</th><th scope="col">SHA-256</th></tr></thead>
    <tbody>
    {{#inputs}}
    <tr><th scope="row" data-label="File"><code>{{path}}</code></th><td data-label="Kind">{{kind}}</td><td class="num" data-label="Bytes">{{bytes}}</td><td data-label="SHA-256"><code title="{{sha256}}">{{short}}</code></td></tr>
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
    <li>{{#isError}}<span class="status status-failed"><span class="symbol" aria-hidden="true">✗</span> error</span>{{/isError}}{{^isError}}<span class="status status-error"><span class="symbol" aria-hidden="true">!</span> warning</span>{{/isError}} <code>{{file}}:{{line}}:{{column}}</code> {{message}} <code>[{{rule}}]</code></li>
    {{/lint}}
    </ul>
    {{/hasLint}}
    {{^hasLint}}
    <p class="not-configured">No lint findings.</p>
    {{/hasLint}}
    </section>
    {{> partials/footer}}

    """#,
    "partials/cell.html": #"""
    <span class="cell-text">{{{html}}}</span>{{#mark}}<span class="mark mark-{{name}}"><span aria-hidden="true">{{symbol}}</span> {{label}}</span>{{/mark}}{{#failure}}<span class="expected-observed"><span class="expected">Expected <del>{{expected}}</del></span> <span class="observed">Observed <ins>{{observed}}</ins></span></span>{{/failure}}{{#note}}<span class="note">{{.}}</span>{{/note}}
    """#,
    "partials/clause-list.html": #"""
    {{#ordered}}
    <ol class="clause-list"{{#start}} start="{{.}}"{{/start}}>
    {{/ordered}}
    {{^ordered}}
    <ul class="clause-list">
    {{/ordered}}
    {{#items}}
    <li id="{{anchor}}" class="item row-{{status.name}}{{#change}} row-changed{{/change}}">
    <div class="item-status">{{#status}}{{> partials/status}}{{/status}}{{#unchecked}}<span class="unchecked-note">not checked</span>{{/unchecked}}{{#change}} {{> partials/status}}{{/change}}</div>
    <div class="item-text">{{{html}}}</div>
    <div class="item-source">{{> partials/source}}</div>
    {{#hasDetail}}
    <div class="detail">
    {{> partials/detail}}
    </div>
    {{/hasDetail}}
    </li>
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
    <table class="clauses">
    <caption>{{caption}} <span class="caption-summary">({{summary}})</span></caption>
    <thead>
    <tr>
    <th scope="col" class="status-col">Status</th>
    {{#headers}}
    <th scope="col"{{#align}} class="{{.}}"{{/align}}>{{{html}}}</th>
    {{/headers}}
    <th scope="col" class="source-col">Source</th>
    </tr>
    </thead>
    <tbody>
    {{#rows}}
    <tr id="{{anchor}}" class="row row-{{status.name}}{{#change}} row-changed{{/change}}">
    <td class="status-cell" data-label="Status">{{#status}}{{> partials/status}}{{/status}}{{#unchecked}}<span class="unchecked-note">not checked</span>{{/unchecked}}{{#change}} {{> partials/status}}{{/change}}</td>
    {{#cells}}
    {{#isKey}}
    <th scope="row" class="cell{{#align}} {{.}}{{/align}}{{#mark}} cell-{{name}}{{/mark}}" data-label="{{label}}">{{> partials/cell}}</th>
    {{/isKey}}
    {{^isKey}}
    <td class="cell{{#align}} {{.}}{{/align}}{{#mark}} cell-{{name}}{{/mark}}" data-label="{{label}}">{{> partials/cell}}</td>
    {{/isKey}}
    {{/cells}}
    <td class="source-cell" data-label="Source">{{> partials/source}}</td>
    </tr>
    {{#hasDetail}}
    <tr class="detail-row row-{{status.name}}">
    <td colspan="{{colspan}}">
    {{> partials/detail}}
    </td>
    </tr>
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
    <li>{{#mark}}<span class="mark mark-{{name}}"><span aria-hidden="true">{{symbol}}</span> {{label}}</span>{{/mark}} <strong>{{column}}</strong>{{#failed}}: <span class="expected">Expected <del>{{expected}}</del></span> <span class="observed">Observed <ins>{{observed}}</ins></span>{{/failed}}{{^failed}}{{#observed}}: {{.}}{{/observed}}{{/failed}}{{#note}} <span class="note">{{.}}</span>{{/note}}</li>
    {{/aspects}}
    </ul>
    {{/hasAspects}}

    """#,
    "partials/diff.html": #"""
    {{#segments}}{{#equal}}{{text}}{{/equal}}{{#deleted}}<del>{{text}}</del>{{/deleted}}{{#inserted}}<ins>{{text}}</ins>{{/inserted}}{{/segments}}
    """#,
    "partials/footer.html": #"""
    </main>
    <footer class="site-footer">
    <p>Generated by {{page.generator}}. Every status is shown as a word and a symbol; colour only repeats it.</p>
    </footer>
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
    <meta name="generator" content="{{page.generator}}">
    <title>{{page.title}}{{^page.isIndex}} · {{page.siteTitle}}{{/page.isIndex}}</title>
    {{#page.canonical}}
    <link rel="canonical" href="{{.}}">
    {{/page.canonical}}
    <link rel="stylesheet" href="{{page.root}}style.css">
    </head>
    <body>
    <a class="skip-link" href="#main">Skip to content</a>
    <header class="site-header">
    <nav aria-label="Site"><a class="site-title" href="{{page.root}}index.html">{{page.siteTitle}}</a></nav>
    </header>
    <main id="main">

    """##,
    "partials/legend.html": #"""
    <aside class="panel legend" aria-labelledby="legend-title">
    <h2 id="legend-title">Legend</h2>
    <dl>
    <div><dt><span class="status status-passed"><span class="symbol" aria-hidden="true">✓</span> Passed</span></dt><dd>The clause's check ran and every observation held.</dd></div>
    <div><dt><span class="status status-failed"><span class="symbol" aria-hidden="true">✗</span> Failed</span></dt><dd>The check observed something else: expected is struck through beside what was observed.</dd></div>
    <div><dt><span class="status status-error"><span class="symbol" aria-hidden="true">!</span> Error</span></dt><dd>The check threw, timed out or recorded nothing.</dd></div>
    <div><dt><span class="status status-unbound"><span class="symbol" aria-hidden="true">○</span> Unbound</span></dt><dd>No check is bound: the text is not verified.</dd></div>
    <div><dt><span class="status status-orphaned"><span class="symbol" aria-hidden="true">⊘</span> Orphaned</span></dt><dd>A check whose clause is gone from the text.</dd></div>
    <div><dt><span class="status status-skipped"><span class="symbol" aria-hidden="true">»</span> Skipped</span></dt><dd>Filtered out of this run.</dd></div>
    <div><dt><span class="status status-changed"><span class="symbol" aria-hidden="true">Δ</span> Changed since review</span></dt><dd>The text differs from the reviewed baseline; the word diff shows <del>removed</del> and <ins>added</ins> words.</dd></div>
    <div><dt><span class="mark mark-verified"><span aria-hidden="true">✓</span> verified</span> <span class="mark mark-failed"><span aria-hidden="true">✗</span> failed</span> <span class="mark mark-not-checked"><span aria-hidden="true">–</span> not checked</span></dt><dd>What the check found for each cell.</dd></div>
    </dl>
    </aside>

    """#,
    "partials/review.html": ##"""
    <section id="changed-since-review" class="panel review" aria-labelledby="review-title">
    <h2 id="review-title">Changed since review</h2>
    {{#review}}
    <p>Compared with the reviewed baseline <code>{{baselineFile}}</code> (fingerprint <code title="{{baselineFingerprint}}">{{baselineFingerprintShort}}</code>).</p>
    {{#unchanged}}
    <p class="status-line"><span class="status status-passed"><span class="symbol" aria-hidden="true">✓</span> Unchanged</span> Nothing a reviewer signed differs.</p>
    {{/unchanged}}
    {{^unchanged}}
    <p class="status-line"><span class="status status-changed"><span class="symbol" aria-hidden="true">Δ</span> {{changedCount}} changed</span> <span class="status status-changed"><span class="symbol" aria-hidden="true">+</span> {{addedCount}} added</span> <span class="status status-changed"><span class="symbol" aria-hidden="true">−</span> {{removedCount}} removed</span></p>
    {{/unchanged}}
    {{#hasClauseChanges}}
    <div class="table-wrap">
    <table class="changes">
    <caption>Clauses that differ from the baseline</caption>
    <thead><tr><th scope="col">Change</th><th scope="col">Clause</th><th scope="col">Word diff</th></tr></thead>
    <tbody>
    {{#clauses}}
    <tr>
    <td>{{#status}}{{> partials/status}}{{/status}}</td>
    <th scope="row">{{section}} › {{#anchor}}<a href="#{{.}}">{{key}}</a>{{/anchor}}{{^anchor}}{{key}}{{/anchor}}</th>
    <td>{{#diff}}{{> partials/diff}}{{/diff}}{{^diff}}{{text}}{{/diff}}</td>
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
    <p class="not-configured">No reviewed baseline: add <code>NAME.reviewed.md</code> beside the contract to see what changed since review.</p>
    {{/review}}
    </section>

    """##,
    "partials/source.html": #"""
    {{#source}}{{#href}}<a href="{{.}}">{{text}}</a>{{/href}}{{^href}}<code>{{text}}</code>{{/href}}{{/source}}{{#check}}<span class="check">check: <code>{{.}}</code></span>{{/check}}
    """#,
    "partials/status.html": #"""
    <span class="status status-{{name}}"><span class="symbol" aria-hidden="true">{{symbol}}</span> {{label}}</span>
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

    .skip-link { position: absolute; left: -999px; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
    .skip-link:focus { left: 0.5rem; }

    .site-header { border-bottom: 1px solid var(--border); background: var(--surface); }
    .site-header nav { max-width: 78rem; margin: 0 auto; padding: 0.6rem 1rem; }
    .site-title { font-weight: 600; text-decoration: none; color: var(--fg); }
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
    .status .symbol { font-weight: 700; }
    .status-passed, .status-verified { color: var(--passed-fg); background: var(--passed-bg); }
    .status-failed { color: var(--failed-fg); background: var(--failed-bg); }
    .status-error { color: var(--error-fg); background: var(--error-bg); }
    .status-unbound, .status-skipped, .status-orphaned, .status-unchanged, .status-not-checked { color: var(--unbound-fg); background: var(--unbound-bg); border-style: dashed; }
    .status-changed, .status-added, .status-removed { color: var(--changed-fg); background: var(--changed-bg); }

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
    tr.row-changed > .status-cell { box-shadow: inset -4px 0 0 var(--changed-fg); }
    .detail-row td { border-top: 0; font-size: 0.9rem; }
    .status-cell { white-space: nowrap; }
    .status-cell .status { display: inline-flex; margin: 0.1rem 0; }
    .unchecked-note { display: block; color: var(--unbound-fg); font-size: 0.8rem; font-style: italic; }
    .cell-text { display: block; }
    .mark { display: inline-block; margin-top: 0.25rem; font-size: 0.78rem; font-weight: 600; padding: 0 0.4em; border-radius: 4px; border: 1px solid currentColor; }
    .mark-verified { color: var(--passed-fg); background: var(--passed-bg); }
    .mark-failed { color: var(--failed-fg); background: var(--failed-bg); }
    .mark-not-checked { color: var(--unbound-fg); background: var(--unbound-bg); border-style: dashed; }
    .expected-observed { display: block; margin-top: 0.3rem; }
    .expected, .observed { display: inline-block; margin-right: 0.5rem; font-size: 0.85rem; }
    .note { display: block; color: var(--muted); font-size: 0.8rem; }
    .check { display: block; color: var(--muted); font-size: 0.8rem; }
    .source-cell { font-size: 0.8rem; max-width: 11rem; overflow-wrap: anywhere; }
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
    .item-text > p:first-child { margin-top: 0; }
    .item-text > p:last-child { margin-bottom: 0; }
    .item-source { font-size: 0.8rem; }
    .item .detail { grid-column: 1 / -1; font-size: 0.9rem; }

    .changes-list li { margin: 0.3rem 0; }
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

    /* Phones: clause tables become cards, each cell labelled with its column. */
    @media (max-width: 40rem) {
      body { font-size: 15px; }
      main { padding: 0 0.6rem 2rem; }
      .page-header h1 { font-size: 1.5rem; }
      table.clauses, table.clauses tbody, table.clauses tr, table.clauses th, table.clauses td,
      table.overview, table.overview tbody, table.overview tr, table.overview th, table.overview td { display: block; width: 100%; }
      table.clauses thead, table.overview thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      table.clauses tr, table.overview tr { margin: 0 0 0.75rem; border: 1px solid var(--border); border-left-width: 5px; border-radius: 6px; }
      table.clauses th, table.clauses td, table.overview th, table.overview td { border: 0; border-top: 1px solid var(--border); }
      table.clauses caption, table.overview caption { display: block; width: 100%; }
      table.clauses .cell, table.overview td { text-align: left; }
      table.clauses [data-label]::before, table.overview td[data-label]::before { content: attr(data-label); display: block; font-size: 0.75rem; font-weight: 600; color: var(--muted); }
      tr.row > :first-child { border-left: 0; }
      tr.row-passed { border-left-color: var(--passed-fg); }
      tr.row-failed { border-left: 5px double var(--failed-fg); }
      tr.row-error { border-left-color: var(--error-fg); }
      tr.row-unbound, tr.row-skipped { border-left: 5px dashed var(--unbound-fg); }
      .clause-list .item { grid-template-columns: 1fr; }
      .status-cell, .source-cell { white-space: normal; }
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
      .site-header, .skip-link, .toc { display: none; }
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
