// The languages highlight.js can highlight, by the names a code block may give (decision 060):
// each file under highlight.js/lib/languages, and the aliases those files declare (ts, sh, yml,
// html…). Written out here so that a worker loads only the languages its blocks name; the test
// beside it reads every language file and fails when this list and highlight.js's differ.

/** The language files of highlight.js, by name. */
export const LANGUAGE_FILES: ReadonlySet<string> = new Set(
  (
  '1c abnf accesslog actionscript ada angelscript apache applescript arcade arduino armasm ' +
  'asciidoc aspectj autohotkey autoit avrasm awk axapta bash basic bnf brainfuck c cal ' +
  'capnproto ceylon clean clojure clojure-repl cmake coffeescript coq cos cpp crmsh crystal ' +
  'csharp csp css d dart delphi diff django dns dockerfile dos dsconfig dts dust ebnf elixir ' +
  'elm erb erlang erlang-repl excel fix flix fortran freedesktop fsharp gams gauss gcode ' +
  'gherkin glsl gml go golo gradle graphql groovy haml handlebars haskell haxe hsp http hy ' +
  'inform7 ini irpf90 isbl java javascript jboss-cli json julia julia-repl kotlin lasso latex ' +
  'ldif leaf less lisp livecodeserver livescript llvm lsl lua makefile markdown mathematica ' +
  'matlab maxima mel mercury mipsasm mizar mojolicious monkey moonscript n1ql nestedtext nginx ' +
  'nim nix node-repl nsis objectivec ocaml openscad oxygene parser3 perl pf pgsql php ' +
  'php-template plaintext pony powershell processing profile prolog properties protobuf puppet ' +
  'purebasic python python-repl q qml r reasonml rib roboconf routeros rsl ruby ruleslanguage ' +
  'rust sas scala scheme scilab scss shell smali smalltalk sml sqf sql stan stata step21 stylus ' +
  'subunit swift taggerscript tap tcl thrift tp twig typescript vala vbnet vbscript ' +
  'vbscript-html verilog vhdl vim wasm wren x86asm xl xml xquery yaml zephir'
  ).split(' '),
);

/** alias → language file, for the aliases that are not file names themselves. */
export const LANGUAGE_ALIASES: ReadonlyMap<string, string> = new Map(
  (
  'ado:stata adoc:asciidoc ahk:autohotkey apacheconf:apache arm:armasm as:actionscript ' +
  'asc:angelscript atom:xml bat:dos batch:dos bf:brainfuck bind:dns c#:csharp c++:cpp ' +
  'capnp:capnproto cc:cpp cjs:javascript clj:clojure cls:cos cmake.in:cmake cmd:dos ' +
  'coffee:coffeescript console:shell cr:crystal craftcms:twig crm:crmsh cs:csharp ' +
  'cson:coffeescript cts:typescript cxx:cpp dcl:clean desktop:freedesktop dfm:delphi do:stata ' +
  'docker:dockerfile dpr:delphi dst:dust edn:clojure erl:erlang ex:elixir exs:elixir f#:fsharp ' +
  'f90:fortran f95:fortran feature:gherkin fs:fsharp gemspec:ruby gms:gams golang:go ' +
  'gql:graphql graph:roboconf gss:gauss gyp:python h:c h++:cpp hbs:handlebars hh:cpp hpp:cpp ' +
  'hs:haskell html:xml html.handlebars:handlebars html.hbs:handlebars htmlbars:handlebars ' +
  'https:http hx:haxe hxx:cpp hylang:hy i7:inform7 iced:coffeescript icl:clean ino:arduino ' +
  'instances:roboconf ipython:python irb:ruby jinja:django jldoctest:julia-repl js:javascript ' +
  'json5:json jsonc:json jsp:java jsx:javascript k:q kdb:q kt:kotlin ktm:kotlin kts:kotlin ' +
  'ktx:kotlin lassoscript:lasso ls:lasso m:mercury mak:makefile make:makefile md:markdown ' +
  'mikrotik:routeros mips:mipsasm mjs:javascript mk:makefile mkd:markdown mkdown:markdown ' +
  'ml:ocaml mm:objectivec mma:mathematica moo:mercury moon:moonscript mts:typescript nc:gcode ' +
  'nginxconf:nginx nixos:nix nt:nestedtext obj-c:objectivec obj-c++:objectivec objc:objectivec ' +
  'objective-c++:objectivec osascript:applescript p21:step21 pas:delphi pascal:delphi ' +
  'patch:diff pb:purebasic pbi:purebasic pcmk:crmsh pde:processing pf.conf:pf pl:perl plist:xml ' +
  'pluto:lua pm:perl podspec:ruby postgres:pgsql postgresql:pgsql pp:puppet proto:protobuf ' +
  'ps:powershell ps1:powershell pwsh:powershell py:python pycon:python-repl qt:qml rb:ruby ' +
  're:reasonml rs:rust rss:xml scad:openscad sci:scilab scm:scheme sh:bash shellsession:shell ' +
  'st:smalltalk stanfuncs:stan step:step21 stp:step21 styl:stylus sv:verilog svg:xml ' +
  'svh:verilog systemd:freedesktop tao:xl tex:latex text:plaintext thor:ruby tk:tcl toml:ini ' +
  'ts:typescript tsx:typescript txt:plaintext v:verilog vb:vbnet vbs:vbscript ' +
  'wildfly-cli:jboss-cli wl:mathematica wsf:xml x++:axapta xhtml:xml xjb:xml xls:excel ' +
  'xlsx:excel xpath:xquery xq:xquery xqm:xquery xsd:xml xsl:xml yml:yaml zep:zephir zone:dns ' +
  'zsh:bash'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The file that highlights a block's language, or null for a name highlight.js does not know. */
export function languageFile(name: string): string | null {
  const lower = name.toLowerCase();
  if (LANGUAGE_FILES.has(lower)) return lower;
  return LANGUAGE_ALIASES.get(lower) ?? null;
}
