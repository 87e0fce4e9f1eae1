// A remote has no page of its own: the shell loads its exposed modules through mf-manifest.json.
export {};
