/**
 * Hostile editorial HTML on the "escape" page (page-specs.ts): what a compromised CMS account or a
 * careless paste could store. The site must show the harmless parts and nothing that runs.
 */
export const HOSTILE_RICH_TEXT = [
  `<h2 class="intro" style="position:fixed;inset:0">Veilig?</h2>`,
  `<p>Tekst<script>document.title = "pwned"</script> met <img src="x" onerror="alert(1)" alt="kapot"></p>`,
  `<p><a href="javascript:alert(1)">klik</a> <a href="jav&#x09;ascript:alert(1)">nog een</a> <a href="https://example.org/" target="_blank">extern</a></p>`,
  `<svg><script>alert(1)</script><circle r="5" onload="alert(1)"/></svg>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Film"></iframe>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="data">`,
  `<form action="https://evil.example/"><input name="q"><button>Verstuur</button></form>`,
  `<table><thead><tr><th colspan="2">Zaal</th></tr></thead><tbody><tr><td onclick="alert(1)">A</td><td>B</td></tr></tbody></table>`,
].join("\n");
