// The widget library: one line per widget folder. Adding a widget is a folder plus a line here.
export { default as text } from './text';
export { default as cell } from './cell';
