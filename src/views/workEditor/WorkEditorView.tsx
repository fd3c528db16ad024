export default function WorkEditorView() { return null; }
