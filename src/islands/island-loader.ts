export function startIslands(_root: ParentNode): void {}
