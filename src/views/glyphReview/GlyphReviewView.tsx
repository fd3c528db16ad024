export default function GlyphReviewView() { return null; }
