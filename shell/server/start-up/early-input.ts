// What a shopper does before the page's scripts have run is kept (ARCHITECTURE.md, "Before the
// scripts run"). A server-rendered control that needs script carries EARLY_INPUT_MARK while it is not
// hydrated (`useEarlyInput` of @store/shared). This listener, inline in the head so it is there before
// the body, keeps what the shopper typed into a marked field and holds back a tap on a marked button or
// a marked form's submit; when React hydrates the control and the mark goes, the field is given its
// typed text again through an input event (React adopts it with its own onChange) and the tap is
// dispatched once, flagged so a handler can tell (`isReplayedEvent`). A part React renders afresh
// instead of hydrating (a section the server or the browser could not finish in time) replaces the
// fields typed into: the text, and the focus, go to the field of the same name that takes its place.
// The same idea as Google's jsaction and Angular's event replay, reduced to the few events the store needs.
// Not the package's index: the edge runs without a bundler, and the index reaches CSS modules.
import {
  EARLY_INPUT_MARK,
  HELD_TAP_BODY,
  HELD_TAP_CALL,
  HELD_TAP_CALLS,
  REPLAYED_FLAG,
  TAP_HELD_EVENT,
} from '@store/shared/early-input';
import type { InlineScript } from '../page-head/head-items';

// ES5, one line, no comments inside: it runs before anything else, in every browser the store serves. Each line
// ends in punctuation or an operator, so the lines are joined without a space.
// A tap is held only on the marked control itself (a button, a box), never on a field the shopper is
// focusing; the control says it is busy until the tap is replayed, as mousedown, mouseup and click
// (Radix's tabs choose on mousedown). A hydrated field still shows the typed text, but React took it for
// its starting value: the field's own setter (which React watches) says it was something else, and the
// native setter puts the typed text back, so the input event that follows is a change to React and reaches
// the component's onChange. A file input is neither: its picker must open, and its value cannot be set.
// A held button that names the api call its replay makes (HELD_TAP_CALL) has it started as the tap is held;
// a held control says so (TAP_HELD_EVENT, sent through the same dispatch as a replay), so the shell can have React
// hydrate its part first.
// Added and removed nodes are watched only once something is typed (to carry the text over): watched from the
// start, the parser's every node of a long page went through the observer before the first script ran.
const LISTENER = `(function (d, w, mark, flag, callAt, bodyAt, calls, heldEvent) {
  var held = [], lost = [], typing = false, lastFocused = null;
  var fieldTypes = /^(INPUT|TEXTAREA|SELECT)$/;
  var tapTypes = /^(button|submit|checkbox|radio|reset|image|file)$/;
  function isField(el) { return fieldTypes.test(el.tagName) && !tapTypes.test(el.type); }
  function markedOf(target) { return target && target.closest ? target.closest('[' + mark + ']') : null; }
  function keep(event) {
    var el = markedOf(event.target);
    if (!el) return;
    if (event.type === 'input' || event.type === 'change') {
      if (isField(el)) el.earlyInputValue = el.value;
      if (!typing) { watched.childList = true; observer.observe(d.documentElement, watched); }
      typing = true;
      return;
    }
    if (event.type === 'click' && (isField(el) || el.tagName === 'FORM' || el.type === 'file')) return;
    if (event.type === 'submit' && el !== event.target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var busy = !el.hasAttribute('aria-busy');
    if (busy) el.setAttribute('aria-busy', 'true');
    held.push({ el: el, type: event.type, busy: busy });
    ask(el);
    dispatch(el, heldEvent);
  }
  function ask(el) {
    var call = el.getAttribute(callAt), body = el.getAttribute(bodyAt) || '{}';
    var asked = w[calls] = w[calls] || {}, key = call + ' ' + body;
    if (!call || !w.fetch || asked[key]) return;
    asked[key] = fetch('/api/' + call, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: body });
    asked[key]['catch'](function () {});
  }
  function dispatch(el, type) {
    var event = /^mouse|^click/.test(type)
      ? new MouseEvent(type, { bubbles: true, cancelable: true, view: w })
      : new Event(type, { bubbles: true, cancelable: true });
    event[flag] = true;
    el.dispatchEvent(event);
  }
  function replay(h) {
    if (h.busy) h.el.removeAttribute('aria-busy');
    if (!h.el.isConnected) return;
    if (h.type === 'click') { dispatch(h.el, 'mousedown'); dispatch(h.el, 'mouseup'); }
    dispatch(h.el, h.type);
  }
  function adopt(el) {
    var typed = el.earlyInputValue;
    if (typed === undefined) return;
    el.earlyInputValue = undefined;
    el.value = typed ? '' : ' ';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, typed);
    dispatch(el, el.tagName === 'SELECT' ? 'change' : 'input');
  }
  function fieldsIn(node) {
    if (node.nodeType !== 1) return [];
    return isField(node) ? [node] : [].slice.call(node.querySelectorAll('input, textarea, select')).filter(isField);
  }
  function carryOver(record) {
    if (typing) [].forEach.call(record.removedNodes, function (node) {
      fieldsIn(node).forEach(function (el) {
        if (el.earlyInputValue !== undefined && el.name) lost.push({ parent: record.target, name: el.name, value: el.earlyInputValue, focused: el === lastFocused });
      });
    });
    if (lost.length) [].forEach.call(record.addedNodes, function (node) {
      var fields = lost.length ? fieldsIn(node) : [];
      lost = lost.filter(function (l) {
        if (l.parent !== record.target) return true;
        var el = fields.filter(function (field) { return field.name === l.name; })[0];
        if (!el) return true;
        el.earlyInputValue = l.value;
        adopt(el);
        if (l.focused) el.focus();
        return false;
      });
    });
  }
  function hydrated(records) {
    var ready = [];
    records.forEach(function (record) {
      if (record.type === 'childList') return carryOver(record);
      var el = record.target;
      if (el.hasAttribute(mark)) return;
      adopt(el);
      ready.push(el);
    });
    var due = held.filter(function (h) { return ready.indexOf(h.el) >= 0; });
    if (!due.length) return;
    held = held.filter(function (h) { return due.indexOf(h) < 0; });
    setTimeout(function () {
      due.forEach(replay);
    }, 0);
  }
  ['input', 'change', 'click', 'submit'].forEach(function (type) { d.addEventListener(type, keep, true); });
  d.addEventListener('focusin', function (event) { lastFocused = event.target; }, true);
  var observer = new MutationObserver(hydrated), watched = { subtree: true, attributeFilter: [mark] };
  observer.observe(d.documentElement, watched);
})`.replace(/\n\s*/g, '');

/** The inline listener, first in the head of every page. */
export function earlyInputScript(): InlineScript {
  const names = [EARLY_INPUT_MARK, REPLAYED_FLAG, HELD_TAP_CALL, HELD_TAP_BODY, HELD_TAP_CALLS, TAP_HELD_EVENT].map(
    (name) => `'${name}'`,
  );
  return { kind: 'script', code: `${LISTENER}(document, window, ${names.join(', ')})` };
}
