// Not the native re2: superstatic catches this and falls back to RegExp (see package.json).
throw new Error('re2 is not installed in this project');
