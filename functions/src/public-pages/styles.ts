// The public pages' stylesheet, inlined in each page (about 3 KB, no request of its own): the
// app's colours, light or dark as the visitor's system prefers, logical properties only so that
// Arabic mirrors without special cases.
export const PUBLIC_STYLES = `
:root{color-scheme:light dark;--bg:#f6f7fb;--surface:#fff;--surface-2:#eef1f8;--text:#131826;--muted:#4f5870;--border:#d6dbe8;--primary:#2448c9;--primary-hover:#1b39a6;--primary-text:#fff;--warning:#7a4d00;--warning-bg:#fff4dc;--danger:#b3261e;--danger-bg:#fdecea;--focus:#ffbf47;--radius:12px;--font:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic','Helvetica Neue',Arial,sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#0e121b;--surface:#171c28;--surface-2:#1f2636;--text:#e9ecf5;--muted:#aab2c8;--border:#2f384c;--primary:#8aa4ff;--primary-hover:#a9bcff;--primary-text:#0b1020;--warning:#ffd48a;--warning-bg:#3a2c10;--danger:#ffb4ab;--danger-bg:#3b1a17}}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--text);font-family:var(--font);font-size:16px;line-height:1.5}
a{color:var(--primary)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
h1,h2{line-height:1.25;margin-block:0 .5rem}h1{font-size:1.75rem}h2{font-size:1.2rem;margin-block-start:1.5rem}
.skip{position:absolute;inset-inline-start:1rem;inset-block-start:-4rem;padding:.75rem 1rem;background:var(--primary);color:var(--primary-text);border-radius:0 0 var(--radius) var(--radius);font-weight:600}.skip:focus{inset-block-start:0}
.top{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1.25rem;background:var(--surface);border-block-end:1px solid var(--border)}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--text)}
.top nav{display:flex;gap:1rem;flex-wrap:wrap}
main{max-inline-size:52rem;margin-inline:auto;padding:1.5rem 1rem 3rem}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1.5rem;margin-block-end:1rem}
.muted{color:var(--muted)}
.company{color:var(--muted);font-size:1.1rem;margin-block:0 1rem}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem;margin:0 0 1rem}
.facts div{background:var(--surface-2);border-radius:10px;padding:.5rem .75rem}
.facts dt{font-size:.85rem;color:var(--muted)}.facts dd{margin:0;font-weight:600}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:0}
.chips li{background:var(--surface-2);border:1px solid var(--border);border-radius:999px;padding:.15rem .75rem;font-size:.9rem}
.desc{white-space:pre-wrap;overflow-wrap:anywhere}
.btn{display:inline-flex;align-items:center;justify-content:center;min-block-size:2.75rem;padding:.5rem 1.25rem;border-radius:10px;border:1px solid transparent;background:var(--primary);color:var(--primary-text);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn:hover{background:var(--primary-hover)}
.apply{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;margin-block-start:1.5rem}
.apply p{margin:0}
.alert{border-radius:10px;padding:.75rem 1rem;margin-block:0 1rem;background:var(--warning-bg);color:var(--warning)}
.alert.error{background:var(--danger-bg);color:var(--danger)}
.alert strong{display:block}
.langs{max-inline-size:52rem;margin-inline:auto;padding:0 1rem 2rem}
.langs ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:0}
.langs a{display:inline-block;padding-block:.25rem}
form.search{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.75rem 1rem;align-items:start}
form.search>div:has(.btn){align-self:end}
form.search label{display:block;font-weight:600;margin-block-end:.25rem}
form.search input:not([type=checkbox]),form.search select{inline-size:100%;min-block-size:2.75rem;padding:.4rem .6rem;border:1px solid var(--muted);border-radius:8px;background:var(--surface);color:var(--text);font:inherit}
form.search .check{display:flex;align-items:center;gap:.5rem;min-block-size:2.75rem}
form.search .check label{margin:0;font-weight:400}
form.search .check input{inline-size:1.25rem;block-size:1.25rem}
.hint{font-size:.85rem;color:var(--muted);margin:.25rem 0 0}
.results{list-style:none;padding:0;margin:0}
.results h2{font-size:1.15rem;margin:0}
.results p{margin:.25rem 0 0}
mark{background:var(--warning-bg);color:inherit;border-radius:3px;padding-inline:1px}
.pager{display:flex;justify-content:flex-end}
`;
