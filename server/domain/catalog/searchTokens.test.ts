import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentTokens, KEYWORD_TERMS_MAX, keywordQuery, keywordTerms } from './searchTokens';

test('a text gives its ASCII words lower-cased, the rest of a word from its first digit, and the pairs of every Chinese run', () => {
  assert.deepEqual(
    documentTokens('联想ThinkPad T14s 游戏本'),
    ['t14s', 'thinkpad', '14s', '戏本', '想', '本', '游戏', '联想'].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
  );
  assert.ok(documentTokens('拯救者Y9000P').includes('9000p'));
  assert.ok(documentTokens('RTX4060').includes('4060'));
  // Punctuation, other scripts and symbols only separate; a single letter after digits is no token.
  assert.deepEqual(documentTokens('i5-1340P/16G/512G'), ['1340p', '16g', '512g', 'i5']);
  assert.deepEqual(documentTokens('Äpfel İ 1920×1080 %_\\'), ['1080', '1920', 'pfel']);
  assert.deepEqual(documentTokens(''), []);
});

test('a keyword becomes prefixes of ASCII words and all pairs of a Chinese run; every word must match', () => {
  assert.deepEqual(keywordQuery('ThinkPad T14'), { tsquery: "'thinkpad':* & 't14':*", literalWords: [] });
  assert.deepEqual(keywordQuery('  '), null);
  assert.equal(keywordQuery('x 5')?.tsquery, "'x' & '5'", 'one letter or digit: the whole token');
  assert.equal(keywordQuery('轻薄')?.tsquery, "'轻薄'");
  assert.equal(keywordQuery('本')?.tsquery, "'本':*", 'one character: wherever it stands');
  assert.equal(keywordQuery('机械革命')?.tsquery, "(('机械' & '械革' & '革命') | 'mechrevo':*)");
  assert.equal(keywordQuery('i5-1340P')?.tsquery, "('i5':* & '1340p':*)");
});

test('full-width letters and digits are the ASCII ones; case never matters', () => {
  assert.deepEqual(keywordQuery('ＴＨＩＮＫＰＡＤ　ｔ１４'), keywordQuery('thinkpad t14'));
  assert.deepEqual(keywordQuery('LENOVO'), keywordQuery('lenovo'));
  assert.deepEqual(keywordTerms('a b c d e f g'), ['a', 'b', 'c', 'd', 'e'].slice(0, KEYWORD_TERMS_MAX));
});

test('a maker is one in both scripts, and a kind of 本 is the same kind of 笔记本', () => {
  assert.equal(keywordQuery('联想')?.tsquery, "('联想' | 'lenovo':* | 'thinkpad':*)");
  assert.equal(keywordQuery('Lenovo')?.tsquery, "('lenovo':* | '联想' | 'thinkpad':*)");
  assert.equal(keywordQuery('苹果')?.tsquery, "('苹果' | 'apple':*)");
  assert.equal(keywordQuery('游戏本')?.tsquery, "(('游戏' & '戏本') | ('游戏' & '戏笔' & '笔记' & '记本'))");
  assert.equal(keywordQuery('轻薄笔记本')?.tsquery, "(('轻薄' & '薄笔' & '笔记' & '记本') | ('轻薄' & '薄本'))");
  assert.equal(keywordQuery('笔记本')?.tsquery, "('笔记' & '记本')", '笔记本 is no kind of itself');
  // The back office looks for the words typed.
  assert.equal(keywordQuery('联想', { widened: false })?.tsquery, "'联想'");
});

test('%, _ and \\ are never wildcards: they separate, and a word holding one must appear literally', () => {
  assert.deepEqual(keywordQuery('think%pad'), { tsquery: "('think':* & 'pad':*)", literalWords: ['think%pad'] });
  assert.deepEqual(keywordQuery('95%新 联想'), { tsquery: "('95':* & '新':*) & ('联想' | 'lenovo':* | 'thinkpad':*)", literalWords: ['95%新'] });
  for (const keyword of ['%', '_', '\\', '%%', '——', '!']) assert.deepEqual(keywordQuery(keyword)?.tsquery, null, keyword);
});
