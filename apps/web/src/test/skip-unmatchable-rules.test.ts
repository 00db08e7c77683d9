import { afterEach, describe, expect, it } from 'vitest';
import { requiredClassOf, skipUnmatchableRules } from './skip-unmatchable-rules';

describe('requiredClassOf', () => {
  it('reads the class the subject of a selector must have', () => {
    expect(requiredClassOf('.css-1abc')).toBe('css-1abc');
    expect(requiredClassOf('.css-1abc:hover')).toBe('css-1abc');
    expect(requiredClassOf('.css-1abc.Mui-disabled')).toBe('css-1abc');
    expect(requiredClassOf('.css-1abc .MuiChip-label')).toBe('MuiChip-label');
    expect(requiredClassOf('.css-1abc>.MuiChip-icon')).toBe('MuiChip-icon');
    expect(requiredClassOf('.a ~ .b')).toBe('b');
  });

  it('leaves to the selector engine what it cannot read plainly', () => {
    expect(requiredClassOf('div')).toBeNull();
    expect(requiredClassOf('.a .b, .c')).toBeNull();
    expect(requiredClassOf('.a:where(.b .c)')).toBeNull();
    expect(requiredClassOf('.a>:not(style)')).toBeNull();
    expect(requiredClassOf('.a [hidden]')).toBeNull();
    expect(requiredClassOf('.a\\:b')).toBeNull();
    expect(requiredClassOf('.a > *')).toBeNull();
  });
});

describe('getComputedStyle with the test setup', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('skips the rules that cannot match (src/test/setup.ts installs it)', () => {
    expect(skipUnmatchableRules(document)).toBe(true);
  });

  it('still applies the rules whose class the element has, and not the others', () => {
    document.head.innerHTML =
      '<style>.gone { display: none } .box .inner { visibility: hidden } .shown { display: block }</style>';
    document.body.innerHTML =
      '<div class="box"><span class="inner">a</span><span class="gone">b</span><span class="other">c</span></div>';
    const [inner, gone, other] = Array.from(document.querySelectorAll('span'));
    expect(getComputedStyle(inner!).visibility).toBe('hidden');
    expect(getComputedStyle(gone!).display).toBe('none');
    expect(getComputedStyle(other!).display).toBe('inline');
    expect(getComputedStyle(other!).visibility).toBe('visible');
  });

  it('sees a class added after a first reading', () => {
    document.head.innerHTML = '<style>.gone { display: none }</style>';
    document.body.innerHTML = '<span>a</span>';
    const span = document.querySelector('span')!;
    expect(getComputedStyle(span).display).toBe('inline');
    span.classList.add('gone');
    expect(getComputedStyle(span).display).toBe('none');
  });
});
