export default { name: "Vitrina" };
