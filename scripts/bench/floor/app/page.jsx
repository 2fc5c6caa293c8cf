/** One heading and a dozen paragraphs: the page whose speed is the framework's floor. */
export default function FloorPage() {
  return (
    <main>
      <h1>How a field is watched from orbit</h1>
      <p>Satellite images of a field show how its crop is growing long before the difference is visible from the ridge.</p>
      <p>A vegetation index compares the red light a leaf absorbs with the near-infrared light it reflects.</p>
      <p>Healthy leaves reflect more near-infrared light, so a falling index points at stress from water, pests or nutrients.</p>
      <p>Soil moisture sensors buried at two depths tell whether the last irrigation reached the roots.</p>
      <p>A weather station at the edge of the field records rain, temperature and humidity every fifteen minutes.</p>
      <p>Together these readings say when to irrigate, when to spray, and when to wait for the rain that is forecast.</p>
      <p>Fishing boats use sea surface temperature and chlorophyll maps to find where fish are likely to gather.</p>
      <p>Lenders and insurers use the same images to check what was sown and what was lost after a flood.</p>
      <p>Every reading is kept, so a season can be compared with the one before it, plot by plot.</p>
      <p>Advice reaches the farmer as a short message in the language of the village.</p>
      <p>The farmer decides, and the next image shows whether the field responded.</p>
      <p>This page is a probe: it exists only to measure the smallest cost of a static page.</p>
    </main>
  );
}
