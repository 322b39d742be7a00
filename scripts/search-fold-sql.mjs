// Prints the SQL of search_fold(text) (ADR 0044): the accent and case fold both databases apply to
// doctor names, specialty names and what a visitor types. Regenerate after changing the tables:
//   node scripts/search-fold-sql.mjs
// Written out as translate()/replace() so it is immutable and needs no extension (PGlite lacks
// unaccent) and does not depend on the database's ctype (lower() only folds ASCII under "C").
const ranges = [
  [0x00c0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  [0x0386, 0x03ce], // Greek
  [0x0400, 0x04ff], // Cyrillic
]
// Letters without a canonical decomposition that readers still type without the stroke or bar.
const special = { ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', ł: 'l', Ł: 'l', ı: 'i', ħ: 'h', Ħ: 'h', ŧ: 't', Ŧ: 't', ƒ: 'f' }
const multi = { ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', þ: 'th', Þ: 'th' }
// Arabic: alef with hamza or madda is searched as alef, alef maksura as ya; harakat and tatweel go.
const arabic = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي' }
const arabicDropped = [0x0640, ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => 0x064b + i), 0x0670]

const from = []
const to = []
for (const [start, end] of ranges) {
  for (let code = start; code <= end; code++) {
    const char = String.fromCodePoint(code)
    if (char in multi) continue
    let folded = special[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
    if (folded.length !== 1 || folded === char || !/\p{L}/u.test(folded)) continue
    from.push(char)
    to.push(folded)
  }
}
for (const [char, folded] of Object.entries(arabic)) {
  from.push(char)
  to.push(folded)
}
// Characters in `from` beyond the length of `to` are deleted by translate().
const dropped = arabicDropped.map((code) => String.fromCodePoint(code)).join('')
const quote = (text) => `'${text.replace(/'/g, "''")}'`
let expression = `translate($1, ${quote(from.join('') + dropped)}, ${quote(to.join(''))})`
for (const [char, folded] of Object.entries(multi)) expression = `replace(${expression}, ${quote(char)}, ${quote(folded)})`
process.stdout.write(
  `CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT lower(${expression}) $$;\n`,
)
