export async function loader() {
  return new Response("Not found", { status: 404 });
}

export async function action() {
  return new Response("Not found", { status: 404 });
}
